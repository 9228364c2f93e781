import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPortal, ensurePortalBuilt } from './built-client.ts';
import { startPortal, type StartedPortal } from './started-portal.ts';

const TOKEN = 'metrics-token-of-the-test-0123456789';

const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/;

/**
 * Prometheus's text format: every sample line a name, labels and a number, under a family named
 * by a TYPE line (a histogram's samples end in _bucket, _sum or _count). Returns each family's
 * type and samples.
 */
const parseExposition = (text: string) => {
  const families = new Map<string, { type: string; samples: string[] }>();
  const problems: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type =
      /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      families.set(type[1] ?? '', { type: type[2] ?? '', samples: [] });
      continue;
    }
    const sample = SAMPLE.exec(line);
    const name = sample?.[1] ?? '';
    const family =
      families.get(name) ?? families.get(name.replace(/_(bucket|sum|count)$/, '')) ?? undefined;
    if (!sample || !family) problems.push(line);
    else family.samples.push(line);
  }
  return { families, problems };
};

/** The families an operator watches (docs/operations.md) and what each must carry. */
const FAMILIES: Record<string, { type: string; sample?: RegExp }> = {
  portal_http_requests_total: {
    type: 'counter',
    sample: /route="\/api\/tenders\/:id",status="200"/,
  },
  portal_http_request_duration_seconds: {
    type: 'histogram',
    sample: /_bucket\{le="0\.25",[^}]*route="\(page\)"/,
  },
  portal_cache_lookups_total: { type: 'counter', sample: /cache="pages",result="hit"/ },
  portal_cache_bytes: { type: 'gauge', sample: /cache="answers",process="main"} [1-9]/ },
  portal_database_pool_connections: { type: 'gauge' },
  portal_database_errors_total: { type: 'counter' },
  portal_newest_change_timestamp_seconds: { type: 'gauge', sample: /kind="tender"/ },
  process_resident_memory_bytes: { type: 'gauge', sample: /process="main"/ },
  nodejs_eventloop_lag_p99_seconds: { type: 'gauge', sample: /process="main"/ },
};

describe('npm start as an operator watches it (embedded database)', () => {
  let portal: StartedPortal;
  beforeAll(async () => {
    ensurePortalBuilt();
    portal = await startPortal({
      ...(builtPortal.distDir && {
        DIST_DIR: builtPortal.distDir,
        SSR_DIR: builtPortal.serverRenderDir,
      }),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      METRICS_TOKEN: TOKEN,
    });
  }, 300_000);
  afterAll(async () => {
    await portal.stop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${portal.base}${url}`, { headers });

  it('answers the liveness and readiness probes, and /api/health as before', async () => {
    const live = await get('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'live' });
    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'pglite' });
    expect(await (await get('/api/health')).json()).toEqual({
      status: 'ok',
      database: 'pglite',
      feeds: {},
    });
  });

  it('logs a page that is not found in one line, without a stack', async () => {
    const urls = ['/tender/UA-2000-01-01-000000-a', '/news/no-such-article', '/no/such/page'];
    for (const url of urls) expect((await get(url)).status).toBe(404);
    await expect
      .poll(() => urls.filter((url) => portal.output().includes(`"GET ${url} 404 `)))
      .toEqual(urls);
    const lines = portal.lines.filter((line) => urls.some((url) => line.includes(url)));
    expect(lines).toHaveLength(urls.length);
    expect(portal.output()).not.toMatch(/^\s+at /m);
    expect(portal.output()).not.toMatch(/NotFoundError|HTTPError/);
  });

  it('serves /metrics in Prometheus text format to the bearer of METRICS_TOKEN only', async () => {
    // Something to count: a tender read, a page rendered and then sent again from memory.
    expect((await get('/api/tenders/UA-2024-01-10-005750-a')).status).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expect((await get('/tender/UA-2024-02-28-009286-a')).status).toBe(200);

    const refusals: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: TOKEN },
    ];
    for (const headers of refusals) {
      const refused = await get('/metrics', headers);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toMatch(/portal_/);
    }

    const answer = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const { families, problems } = parseExposition(await answer.text());
    expect(problems).toEqual([]);
    for (const [name, { type, sample }] of Object.entries(FAMILIES)) {
      expect(families.get(name)?.type, name).toBe(type);
      if (sample) expect(families.get(name)?.samples.join('\n'), name).toMatch(sample);
    }
  });
});

describe('npm start with a setting it cannot use', () => {
  it.each([
    ['METRICS_TOKEN', 'short', /^METRICS_TOKEN must be at least 16 printable characters/],
    ['WEB_CONCURRENCY', 'many', /^WEB_CONCURRENCY must be a whole number of processes above 0/],
    ['TENDER_CACHE_MB', 'lots', /^TENDER_CACHE_MB must be a number of megabytes, got "lots"/],
  ])('%s=%s: exits 1 with one line that names it, without a stack', async (name, value, line) => {
    const start = startPortal({ DATABASE_URL: '', [name]: value });
    const error = await start.then(
      () => new Error('npm start started'),
      (failure: unknown) => failure as Error,
    );
    const [said, ...printed] = error.message.split('\n');
    expect(said).toBe('npm start exited with 1 before it was ready:');
    // The first start of a run may build the server before it reads its settings.
    const own = printed.filter((out) => out !== '' && !out.startsWith('Building the server'));
    expect(own).toEqual([expect.stringMatching(line)]);
  });
});

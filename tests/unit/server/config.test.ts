import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { serverProcesses, serverProcessEnv } from '../../../server/cluster.ts';
import { DEFAULT_LIMITS, readConfig } from '../../../server/config.ts';

describe('server limits from the environment', () => {
  it('has every limit by default', () => {
    expect(readConfig({}).limits).toEqual(DEFAULT_LIMITS);
  });

  it('reads each limit from its variable', () => {
    const { limits } = readConfig({
      REQUEST_TIMEOUT_MS: '5000',
      HEADERS_TIMEOUT_MS: '2000',
      KEEP_ALIVE_TIMEOUT_MS: '3000',
      KEEP_ALIVE_REQUESTS: '50',
      IDLE_TIMEOUT_MS: '4000',
      BODY_LIMIT_BYTES: '1024',
      HEADER_LIMIT_BYTES: '8192',
      SHUTDOWN_GRACE_MS: '500',
    });
    expect(limits).toEqual({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
      keepAliveTimeoutMs: 3000,
      keepAliveRequests: 50,
      idleTimeoutMs: 4000,
      bodyLimitBytes: 1024,
      headerLimitBytes: 8192,
      shutdownGraceMs: 500,
    });
  });

  it.each(['0', '-1', '1.5', 'soon', '1e400'])('refuses REQUEST_TIMEOUT_MS=%s by name', (value) => {
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: value })).toThrow(
      `REQUEST_TIMEOUT_MS must be a whole number above 0, got "${value}"`,
    );
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      'HEADERS_TIMEOUT_MS must not be above REQUEST_TIMEOUT_MS',
    );
  });
});

describe('DATABASE_REPLICA_URLS', () => {
  const primary = 'postgres://portal@db1/portal';

  it('reads comma-separated replica URLs, spaces and empty entries left out', () => {
    expect(
      readConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS:
          ' postgres://portal@db2/portal, ,postgresql://portal@db3:5433/portal',
      }).replicaUrls,
    ).toEqual(['postgres://portal@db2/portal', 'postgresql://portal@db3:5433/portal']);
    expect(readConfig({ DATABASE_URL: primary }).replicaUrls).toEqual([]);
  });

  it('refuses replicas without a primary, and a URL that is not postgres://, without its password', () => {
    expect(() => readConfig({ DATABASE_REPLICA_URLS: 'postgres://portal@db2/portal' })).toThrow(
      'DATABASE_REPLICA_URLS needs DATABASE_URL',
    );
    expect(() =>
      readConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: 'mysql://user:secret@db2/portal',
      }),
    ).toThrow(
      /^DATABASE_REPLICA_URLS must hold postgres:\/\/ URLs separated by commas, got "mysql:\/\/…@db2\/portal"$/,
    );
  });
});

describe('server processes from the environment', () => {
  const processes = (env: NodeJS.ProcessEnv) => {
    const warnings: string[] = [];
    const count = serverProcesses(readConfig(env), (line) => warnings.push(line));
    return { count, warnings };
  };
  const POSTGRES = 'postgres://portal@db/portal';

  it('runs one per core with PostgreSQL, or as many as WEB_CONCURRENCY says', () => {
    expect(processes({ DATABASE_URL: POSTGRES })).toEqual({
      count: availableParallelism(),
      warnings: [],
    });
    expect(processes({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '3' })).toEqual({
      count: 3,
      warnings: [],
    });
  });

  it('runs one with the embedded database, and says so when more were asked for', () => {
    expect(processes({})).toEqual({ count: 1, warnings: [] });
    expect(processes({ WEB_CONCURRENCY: '1' })).toEqual({ count: 1, warnings: [] });
    const asked = processes({ WEB_CONCURRENCY: '4' });
    expect(asked.count).toBe(1);
    expect(asked.warnings).toEqual([
      expect.stringMatching(/^WEB_CONCURRENCY=4 is ignored: the embedded database .*DATABASE_URL/),
    ]);
  });

  it.each(['0', '-2', '1.5', 'many'])('refuses WEB_CONCURRENCY=%s by name', (value) => {
    expect(() => readConfig({ WEB_CONCURRENCY: value })).toThrow(
      `WEB_CONCURRENCY must be a whole number of processes above 0, got "${value}"`,
    );
  });
});

describe('database time limits and the metrics token from the environment', () => {
  it('cancels reads after 5 s unless DB_STATEMENT_TIMEOUT_MS says otherwise', () => {
    expect(readConfig({}).statementTimeoutMs).toBe(5000);
    expect(readConfig({ DB_STATEMENT_TIMEOUT_MS: '1500' }).statementTimeoutMs).toBe(1500);
  });

  it.each(['0', '-1', '2.5', 'soon'])('refuses DB_STATEMENT_TIMEOUT_MS=%s by name', (value) => {
    expect(() => readConfig({ DB_STATEMENT_TIMEOUT_MS: value })).toThrow(
      `DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds above 0, got "${value}"`,
    );
  });

  it('serves no metrics without METRICS_TOKEN, and refuses a token too short or with spaces', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    for (const token of ['short', 'sixteen chars with spaces']) {
      expect(() => readConfig({ METRICS_TOKEN: token })).toThrow(/^METRICS_TOKEN must be/);
    }
  });
});

describe('what the server processes run with', () => {
  it('two malloc arenas and a 1 GB heap limit, an operator’s own settings kept', () => {
    expect(serverProcessEnv({})).toEqual({
      MALLOC_ARENA_MAX: '2',
      NODE_OPTIONS: '--max-old-space-size=1024',
    });
    expect(serverProcessEnv({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe(
      '--enable-source-maps --max-old-space-size=1024',
    );
    expect(
      serverProcessEnv({ MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max-old-space-size=2048' }),
    ).toEqual({ MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max-old-space-size=2048' });
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../contract/api.ts';
import { cdbObjectsIn } from '../../server/ingest/cdb.ts';
import { loadCdbFiles } from '../../server/ingest/load.ts';
import { upsertCdbObjects } from '../../server/ingest/upsert-objects.ts';
import { writeWatched } from '../../server/watches/evaluate.ts';
import { NewsQueue } from '../../server/watches/news-queue.ts';
import {
  createWatch,
  forgetOldEvents,
  forgetUnusedWatches,
  readWatch,
  readWatchEvents,
} from '../../server/watches/store.ts';
import { hashToken } from '../../server/watches/token.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDictionaryData } from '../support/shipped-data.ts';
import { shippedTenderData } from '../support/shipped-cdb.ts';
import { fetchFeed } from './atom-feed.ts';

type Json = Record<string, unknown>;

const shipped = (tenderID: string): Json => shippedTenderData(tenderID);

/** Tenders written through the real ingest path, each a file as upstream gives it. */
const ingest = async (db: Parameters<typeof loadCdbFiles>[0], tenders: Json[]) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-watch-'));
  tenders.forEach((tender, n) => {
    writeFileSync(path.join(dir, `${String(n)}.json`), JSON.stringify({ data: tender }));
  });
  const report = await loadCdbFiles(db, [dir]);
  expect(report.failures).toEqual([]);
};

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

interface WatchAnswer {
  kind: string;
  query?: string;
  tender?: string;
  lang: string;
  push: boolean;
  feed: string;
  events: { kind: string; tenderId: string; detail: Json }[];
}

const QUIET_TENDER = 'UA-2024-02-05-014363-a';
/** The status's name in the shipped dictionary, as the tender page shows it. */
const CANCELLED_LABEL =
  shippedDictionaryData<Record<string, { title_uk: string }>>('tender_statuses').cancelled
    ?.title_uk;

describe.each(backends)('watches without accounts, $name', (backend) => {
  const h = useHarness(backend, { watchCreationsPerHour: 1000 });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    h().app.inject({
      method: 'POST',
      url: '/api/watches',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const created = async (body: Json) => {
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ token: string; feed: string }>();
  };
  const read = async (token: string) => {
    const res = await h().app.inject({ url: `/api/watches/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<WatchAnswer>();
  };

  it('creates a watch with a random token and its feed, reads it, and deletes it', async () => {
    const { token, feed } = await created({
      kind: 'search',
      query: '?text=ремонт&status[0]=active.tendering&page=3',
      lang: 'uk',
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(feed).toBe(`http://localhost:80/feeds/watch/${token}.atom`);
    const other = await created({ kind: 'search', query: 'text=ремонт', lang: 'uk' });
    expect(other.token).not.toBe(token);
    expect(await read(token)).toMatchObject({
      kind: 'search',
      query: 'text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82&status%5B0%5D=active.tendering',
      lang: 'uk',
      push: false,
      events: [],
    });
    const { rows } = await h().db.query<{ token_hash: string }>('SELECT token_hash FROM watches');
    expect(rows.map((row) => row.token_hash)).not.toContain(token);

    const deleted = await h().app.inject({ method: 'DELETE', url: `/api/watches/${token}` });
    expect(deleted.statusCode).toBe(204);
    for (const method of ['GET', 'DELETE'] as const) {
      const gone = await h().app.inject({ method, url: `/api/watches/${token}` });
      expect(gone.statusCode).toBe(404);
      expect(gone.json<ApiError>().message).toMatch(/No watch has this token/);
    }
  });

  it('gives the VAPID public key browsers subscribe with, made once and kept', async () => {
    const ask = async () =>
      (await h().app.inject({ url: '/api/push/key' })).json<{ key: string }>().key;
    const key = await ask();
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(await ask()).toBe(key);
    const { rows } = await h().db.query<{ value: string }>(
      "SELECT value FROM meta WHERE key = 'vapid_keys'",
    );
    expect(JSON.parse(rows[0]?.value ?? '{}')).toMatchObject({ publicKey: key });
  });

  it('watches a tender by tenderID, kept by its id', async () => {
    const { token } = await created({ kind: 'tender', id: QUIET_TENDER, lang: 'en' });
    expect(await read(token)).toMatchObject({ kind: 'tender', tender: QUIET_TENDER, lang: 'en' });
  });

  it.each([
    ['not JSON', '{"kind":', /not JSON/],
    ['no kind', { lang: 'uk' }, /"kind"/],
    ['another language', { kind: 'search', query: '', lang: 'de' }, /"lang"/],
    [
      'a query the search refuses',
      { kind: 'search', query: 'vendor=12345678', lang: 'uk' },
      /vendor/,
    ],
    [
      'an unknown tender',
      { kind: 'tender', id: 'UA-2099-01-01-000000-a', lang: 'uk' },
      /No tender/,
    ],
    [
      'a push service the portal does not post to',
      {
        kind: 'tender',
        id: QUIET_TENDER,
        lang: 'uk',
        push: { endpoint: 'https://127.0.0.1:8443/push', keys: { p256dh: 'BAbc', auth: 'xyz' } },
      },
      /not a push service/,
    ],
    [
      'a push endpoint over http',
      {
        kind: 'tender',
        id: QUIET_TENDER,
        lang: 'uk',
        push: { endpoint: 'http://fcm.googleapis.com/x', keys: { p256dh: 'BAbc', auth: 'xyz' } },
      },
      /https/,
    ],
  ])('refuses %s with 400 JSON naming the problem', async (_what, body, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(message);
  });

  it('refuses a body over 4 KB with 413, and keeps a push subscription of a known service', async () => {
    const big = await post({ kind: 'search', query: `text=${'a'.repeat(5000)}`, lang: 'uk' });
    expect(big.statusCode).toBe(413);
    const { token } = await created({
      kind: 'tender',
      id: QUIET_TENDER,
      lang: 'uk',
      push: {
        endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    });
    expect((await read(token)).push).toBe(true);
  });

  it('records what changed: a search entered, and a watched tender’s status, question and documents', async () => {
    const search = await created({ kind: 'search', query: 'text=зебрапровід', lang: 'uk' });
    // A code is matched as a substring too: the search's own SQL decides, not the sieve.
    const codeSearch = await created({ kind: 'search', query: 'text=2099-01-02', lang: 'uk' });
    const tenderWatch = await created({ kind: 'tender', id: QUIET_TENDER, lang: 'uk' });

    const quiet = shipped(QUIET_TENDER);
    const other = shipped('UA-2024-01-10-005750-a');
    const newTender = {
      ...other,
      id: 'feed0000000000000000000000000001',
      tenderID: 'UA-2099-01-02-000001-a',
      title: 'Зебрапровід для школи',
      dateModified: later(1),
    };
    const secondNew = {
      ...other,
      id: 'feed0000000000000000000000000002',
      tenderID: 'UA-2099-01-03-000002-a',
      title: 'Зебрапровід для лікарні',
      dateModified: later(1),
    };
    const changedQuiet = {
      ...quiet,
      status: 'cancelled',
      dateModified: later(1),
      questions: [
        ...((quiet.questions as Json[] | undefined) ?? []),
        { id: 'q-new', title: 'Чи можна інший кабель?', date: later(1) },
      ],
      documents: [
        ...((quiet.documents as Json[] | undefined) ?? []),
        { id: 'd-new', title: 'Зміни до тендерної документації.pdf', url: 'https://example.org/d' },
      ],
    };
    await ingest(h().db, [newTender, secondNew, changedQuiet]);

    const searchEvents = (await read(search.token)).events;
    expect(searchEvents.map((event) => [event.kind, event.detail.tenderID]).sort()).toEqual([
      ['match', newTender.tenderID],
      ['match', secondNew.tenderID],
    ]);
    // One page's news of a search is one row, read as an event a tender, the limit in events.
    const { rows: stored } = await h().db.query<{ tender_ids: string[] }>(
      `SELECT tender_ids FROM watch_events
       WHERE watch_id = (SELECT id FROM watches WHERE token_hash = $1)`,
      [hashToken(search.token)],
    );
    expect(stored.map((row) => [...row.tender_ids].sort())).toEqual([[newTender.id, secondNew.id]]);
    expect(await readWatchEvents(h().db, search.token, 1)).toHaveLength(1);
    const codeEvents = () =>
      read(codeSearch.token).then(({ events }) => events.map((event) => event.detail.tenderID));
    expect(await codeEvents()).toEqual([newTender.tenderID]);
    const tenderEventsSeen = (await read(tenderWatch.token)).events;
    expect(tenderEventsSeen.map((event) => event.kind).sort()).toEqual([
      'documents',
      'question',
      'status',
    ]);

    // Still matching in its next version: not news again. A tender changed to match: news, to a
    // watch made since the last page too.
    const since = await created({
      kind: 'search',
      query: 'text=зебрапровід&sort_by=value',
      lang: 'uk',
    });
    const renamed: Json = { ...shipped('UA-2021-01-11-002071-a'), dateModified: later(2) };
    renamed.title = `${String(renamed.title)} (зебрапровід)`;
    await ingest(h().db, [{ ...newTender, dateModified: later(2) }, renamed]);
    const [newest, ...first] = (await read(search.token)).events.map(
      (event) => event.detail.tenderID,
    );
    expect([newest, first.sort()]).toEqual([
      renamed.tenderID,
      [newTender.tenderID, secondNew.tenderID],
    ]);
    expect(await codeEvents()).toEqual([newTender.tenderID]);
    expect((await read(since.token)).events.map((event) => event.detail.tenderID)).toEqual([
      renamed.tenderID,
    ]);

    /** The text of each entry's title in a watch's feed. */
    const entryTitles = async (token: string) =>
      (await fetchFeed(h().app, `/feeds/watch/${token}.atom`)).entries.map(
        (entry) => entry.title?.textContent ?? '',
      );
    expect((await entryTitles(tenderWatch.token)).sort()).toEqual(
      [
        `${QUIET_TENDER}: Статус: ${CANCELLED_LABEL}`,
        `${QUIET_TENDER}: Нове запитання: Чи можна інший кабель?`,
        `${QUIET_TENDER}: Новий документ: Зміни до тендерної документації.pdf`,
      ].sort(),
    );
    const [newestTitle, ...firstTitles] = await entryTitles(search.token);
    expect([newestTitle, firstTitles.sort()]).toEqual([
      `${String(renamed.tenderID)}: Нова закупівля за пошуком`,
      [
        `${newTender.tenderID}: Нова закупівля за пошуком`,
        `${secondNew.tenderID}: Нова закупівля за пошуком`,
      ],
    ]);
    const entryIds = (await fetchFeed(h().app, `/feeds/watch/${search.token}.atom`)).entries.map(
      (entry) => entry.id,
    );
    expect(new Set(entryIds).size).toBe(3);
    expect((await h().app.inject({ url: '/feeds/watch/nothing.atom' })).statusCode).toBe(404);
  });

  it('finds the news of pages merged as one: a tender two pages wrote, judged as it was before the first', async () => {
    const search = await created({ kind: 'search', query: 'text=зебрапровід', lang: 'uk' });
    // Code-like: its SQL tests the rows kept as they were.
    const codeSearch = await created({ kind: 'search', query: 'text=20997701', lang: 'uk' });
    const queue = new NewsQueue(
      h().db,
      (line) => {
        throw new Error(line);
      },
      { delayMs: 60_000 },
    );
    const write = async (tender: Json) => {
      const objects = cdbObjectsIn(tender, { catalogue: false });
      const { news } = await writeWatched(h().db, [tender.id as string], (tx) =>
        upsertCdbObjects(tx, objects),
      );
      await queue.add(news);
    };
    // A page first, so the watches as this test made them are known when the pages below are kept.
    await write({ ...shipped(QUIET_TENDER), dateModified: later(1) });
    await queue.drain();

    const base = shipped('UA-2020-08-06-003989-a');
    const tenderWatch = await created({ kind: 'tender', id: base.tenderID, lang: 'uk' });
    const entity = base.procuringEntity as Json;
    const matching: Json = {
      ...base,
      title: `${String(base.title)} (зебрапровід)`,
      documents: [
        ...((base.documents as Json[] | undefined) ?? []),
        { id: 'd-merged', title: 'Протокол.pdf', url: 'https://example.org/p' },
      ],
      procuringEntity: {
        ...entity,
        identifier: { ...(entity.identifier as Json), id: '20997701' },
      },
      dateModified: later(1),
    };
    await write(matching);
    await write({ ...matching, dateModified: later(2) });
    await queue.drain();
    const tenderIDs = async (token: string) =>
      (await read(token)).events.map((event) => event.detail.tenderID);
    expect(await tenderIDs(search.token)).toEqual([base.tenderID]);
    expect(await tenderIDs(codeSearch.token)).toEqual([base.tenderID]);
    // The document the first page added, though the second changed nothing a watch hears of.
    expect((await read(tenderWatch.token)).events.map((event) => event.kind)).toEqual([
      'documents',
    ]);

    // A page no other follows has its news found once its wait is over, with no drain.
    const lone = new NewsQueue(
      h().db,
      (line) => {
        throw new Error(line);
      },
      { delayMs: 100 },
    );
    const newTender = {
      ...shipped('UA-2024-01-10-005750-a'),
      id: 'feed0000000000000000000000000003',
      tenderID: 'UA-2099-01-04-000003-a',
      title: 'Зебрапровід для бібліотеки',
      dateModified: later(3),
    };
    const { news } = await writeWatched(h().db, [newTender.id], (tx) =>
      upsertCdbObjects(tx, cdbObjectsIn(newTender, { catalogue: false })),
    );
    await new Promise<void>((found) => void lone.add(news, found));
    expect(await tenderIDs(search.token)).toEqual([newTender.tenderID, base.tenderID]);

    // A writer that has eight pages waiting waits while pages' news is found.
    let found = 0;
    const count = () => {
      found += 1;
    };
    for (let n = 0; n < 11; n += 1) void lone.add(news, count);
    await lone.add(news, count);
    expect(found).toBeGreaterThanOrEqual(4);
    await lone.drain();
    expect(found).toBe(12);
  });
});

describe.each(backends)('forgetting watches, $name', (backend) => {
  const h = useHarness(backend, { load: () => Promise.resolve() });
  const unpushed = { lang: 'uk', push: undefined } as const;
  it('forgets a watch unused for 90 days, with its events, and keeps the others', async () => {
    const db = h().db;
    const old = await createWatch(db, { kind: 'search', query: 'text=a', ...unpushed });
    const kept = await createWatch(db, { kind: 'search', query: 'text=b', ...unpushed });
    await db.query(
      `INSERT INTO watch_events (watch_id, tender_id, kind)
       SELECT id, 'x', 'match' FROM watches WHERE token_hash = ANY($1::text[])`,
      [[hashToken(old), hashToken(kept)]],
    );
    await db.query(
      `UPDATE watches SET used_at = now() - interval '91 days' WHERE token_hash = $1`,
      [hashToken(old)],
    );
    expect(await forgetUnusedWatches(db)).toBe(1);
    expect(await readWatch(db, old)).toBeUndefined();
    expect(await readWatch(db, kept)).toBeDefined();
    const { rows } = await db.query(
      'SELECT w.token_hash FROM watch_events e LEFT JOIN watches w ON w.id = e.watch_id',
    );
    expect(rows).toEqual([{ token_hash: hashToken(kept) }]);
  });

  it('forgets the events older than 30 days and keeps the newer', async () => {
    const db = h().db;
    const token = await createWatch(db, { kind: 'tender', tenderId: 'x', ...unpushed });
    await db.query(
      `INSERT INTO watch_events (watch_id, tender_id, kind, detail, at)
       SELECT id, 'x', 'status', jsonb_build_object('status', s), now() - make_interval(days => d)
       FROM watches, unnest(ARRAY['active', 'complete'], ARRAY[31, 29]) AS e (s, d)
       WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(await forgetOldEvents(db)).toBe(1);
    const { rows } = await db.query(
      `SELECT detail->>'status' AS status FROM watch_events
       WHERE watch_id = (SELECT id FROM watches WHERE token_hash = $1)`,
      [hashToken(token)],
    );
    expect(rows).toEqual([{ status: 'complete' }]);
  });
});

describe('creating watches is limited per client address', () => {
  const [pglite] = backends;
  if (!pglite) throw new Error('no backend');
  const h = useHarness(pglite, { watchCreationsPerHour: 2 });
  it('answers 429 past WATCH_CREATIONS_PER_HOUR', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/watches',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'search', query: 'text=ремонт', lang: 'uk' }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

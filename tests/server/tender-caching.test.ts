import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { ItemResponse } from '../../contract/api.ts';
import type { Tender } from '../../contract/tender.ts';
import { buildApp } from '../../server/app.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import { ingestAsAnotherProcess } from './ingest-as-another-process.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDataDir } from '../support/shipped-data.ts';
import { shippedCdbData } from '../support/shipped-cdb.ts';

type Json = Record<string, unknown>;

const shipped = (folder: string, file: string): Json => shippedCdbData<Json>(folder, file);

const LARGE = 'UA-2024-01-10-005750-a'; // about 150 KB of JSON
const CHANGED = 'UA-2024-05-13-000771-a'; // changed by the tests below, read by no other
const WITH_QUESTIONS = 'UA-2026-01-23-016364-a';

const laterBy = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();

describe.each(backends)('tender answers: encodings, ETag and 304 on $name', (backend) => {
  const h = useHarness(backend);
  const get = (url: string, headers: Record<string, string> = {}) =>
    h().app.inject({ url, headers });

  const ingest = (objects: Json[]) => ingestAsAnotherProcess(h().db, objects);

  /** The answer in `encoding` once the server has it ready (brotli is prepared after the first read). */
  const getEncoded = async (url: string, encoding: 'br' | 'gzip') => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const res = await get(url, { 'accept-encoding': encoding });
      if (res.headers['content-encoding'] === encoding) return res;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} never came ${encoding}-encoded`);
  };

  it('br and gzip answers decompress to exactly the identity JSON', async () => {
    const url = `/api/tenders/${LARGE}`;
    const identity = await get(url, { 'accept-encoding': 'identity' });
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.length).toBeGreaterThan(100_000);
    expect(identity.json<ItemResponse<Tender>>().data.tenderID).toBe(LARGE);

    const br = await getEncoded(url, 'br');
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4);
    const gzip = await getEncoded(url, 'gzip');
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true);

    for (const res of [identity, br, gzip]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
  });

  it('repeats the same bytes under a strong ETag of their own per encoding', async () => {
    const url = `/api/tenders/${LARGE}`;
    const first = await getEncoded(url, 'br');
    const second = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);

    const identity = await get(url);
    const gzip = await getEncoded(url, 'gzip');
    const tags = new Set([first.headers.etag, identity.headers.etag, gzip.headers.etag]);
    expect(tags.size).toBe(3);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const url = `/api/tenders/${LARGE}`;
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    const notModified = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers.vary).toMatch(/accept-encoding/i);
    expect(notModified.headers['cache-control']).toBe('no-cache');
    expect(notModified.headers['content-encoding']).toBeUndefined();

    // Weak comparison (RFC 9110 §13.1.2), and any tag of a list.
    const weak = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': `W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const listed = await get(url, {
      'accept-encoding': 'gzip',
      'if-none-match': `"stale", ${etag}`,
    });
    expect(listed.statusCode).toBe(304);

    // The same tender asked by its internal id has the same version.
    const { id } = (await get(url)).json<ItemResponse<Tender>>().data;
    const byId = await get(`/api/tenders/${id}`, {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(byId.statusCode).toBe(304);
  });

  it('answers a stale ETag with the whole answer, and * with 304 only when the tender exists', async () => {
    const url = `/api/tenders/${LARGE}`;
    const stale = await get(url, { 'if-none-match': '"0123456789abcdef"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<ItemResponse<Tender>>().data.tenderID).toBe(LARGE);

    const any = await get(url, { 'if-none-match': '*' });
    expect(any.statusCode).toBe(304);
    expect(any.rawPayload.length).toBe(0);

    const unknown = await get('/api/tenders/UA-2099-01-01-000000-a', { 'if-none-match': '*' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ statusCode: number }>().statusCode).toBe(404);
  });

  it('answers If-None-Match from a server that has kept nothing yet', async () => {
    const url = `/api/tenders/${LARGE}`;
    const etag = String((await get(url, { 'accept-encoding': 'br, gzip' })).headers.etag);
    const fresh = await buildApp({
      db: h().db,
      dictionaries: await loadDictionaries(shippedDataDir),
    });
    try {
      const headers = { 'accept-encoding': 'br, gzip', 'if-none-match': etag };
      const notModified = await fresh.inject({ url, headers });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers.etag).toBe(etag);
      const stale = await fresh.inject({
        url,
        headers: { 'if-none-match': `"${'0'.repeat(32)}-gzip"` },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.json<ItemResponse<Tender>>().data.tenderID).toBe(LARGE);
    } finally {
      await fresh.close();
    }
  });

  it('serves a newer copy of a tender once another process wrote it, with a new ETag', async () => {
    const url = `/api/tenders/${CHANGED}`;
    const before = await getEncoded(url, 'br');
    const beforeTag = String(before.headers.etag);
    expect(
      (await get(url, { 'accept-encoding': 'br', 'if-none-match': beforeTag })).statusCode,
    ).toBe(304);

    const raw = shipped('tenders', `${CHANGED}.json`);
    const dateModified = laterBy(String(raw.dateModified), 86_400_000);
    await ingest([{ ...raw, dateModified, title: 'Оновлена назва закупівлі' }]);

    // PostgreSQL tells the server of the write by NOTIFY, just after the commit.
    await vi.waitFor(
      async () => {
        const after = await get(url, { 'accept-encoding': 'br', 'if-none-match': beforeTag });
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(beforeTag);
        const body = after.headers['content-encoding']
          ? after.headers['content-encoding'] === 'br'
            ? brotliDecompressSync(after.rawPayload)
            : gunzipSync(after.rawPayload)
          : after.rawPayload;
        const { data } = JSON.parse(body.toString('utf8')) as ItemResponse<Tender>;
        expect(data.title).toBe('Оновлена назва закупівлі');
        expect(data.dateModified).toBe(dateModified);
      },
      { timeout: 2_000, interval: 20 },
    );
    const identity = await get(url);
    expect(identity.json<ItemResponse<Tender>>().data.title).toBe('Оновлена назва закупівлі');
  });

  it('changes the ETag when a monitoring of the tender is loaded (its tab counter changes)', async () => {
    const url = `/api/tenders/${CHANGED}`;
    const before = await get(url);
    const tender = before.json<ItemResponse<Tender>>().data;
    const monitoring = shipped('monitorings', 'UA-M-2023-07-03-000093.json');
    await ingest([
      {
        ...monitoring,
        id: 'ffffffffffffffffffffffffffffff01',
        monitoring_id: 'UA-M-2099-01-01-000001',
        tender_id: tender.id,
      },
    ]);
    await vi.waitFor(
      async () => {
        const after = await get(url, { 'if-none-match': String(before.headers.etag) });
        expect(after.statusCode).toBe(200);
        expect(after.json<ItemResponse<Tender>>().data.tabCounters.monitorings).toBe(
          tender.tabCounters.monitorings + 1,
        );
      },
      { timeout: 2_000, interval: 20 },
    );
  });

  it('gives the tabs an ETag and answers 304 when it matches', async () => {
    for (const tab of ['questions', 'complaints', 'agreements', 'monitorings']) {
      const url = `/api/tenders/${WITH_QUESTIONS}/${tab}`;
      const first = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[^"]+"$/);
      const again = await get(url, {
        'accept-encoding': 'br, gzip',
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const questions = await getEncoded(`/api/tenders/${WITH_QUESTIONS}/questions`, 'br');
    const plain = await get(`/api/tenders/${WITH_QUESTIONS}/questions`);
    expect(brotliDecompressSync(questions.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});

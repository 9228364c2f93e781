import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTenderRecord, TenderNotFoundError } from '../../../../src/features/tender/api';
import { loadTender } from '../../../../src/features/tender/load-tender';
import type { TenderApiDeps } from '../../../../src/features/tender/load-tender';
import { PortalDb } from '../../../../src/lib/db';
import { createHttp } from '../../../../src/lib/http';
import { givenLocalDb } from '../../../../src/lib/local-db';
import { DEFAULT_EXPIRY_MS } from '../../../../src/lib/reference-data';
import { escoTender } from './fixtures';

const databases: PortalDb[] = [];

/** A visit when the held copy has expired. */
const later = { now: () => Date.now() + DEFAULT_EXPIRY_MS };

const storedTender = async (db: PortalDb, id: string) => (await findTenderRecord(db, id))?.data;

type Mode = 'online' | 'offline' | 500;

/** The portal API at the network boundary: GET /api/tenders/:id, a 500, or a network failure. */
function setup() {
  const tender = escoTender();
  /** What the next requests meet, one entry each; the last one stays. */
  const modes: Mode[] = ['online'];
  const requests: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : new Request(input, init).url);
    requests.push(url.pathname);
    const mode = modes.length > 1 ? (modes.shift() as Mode) : modes[0];
    if (mode === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const id = decodeURIComponent(url.pathname.replace('/api/tenders/', ''));
    const found = id === tender.id || id === tender.tenderID;
    const [status, body] =
      mode === 500
        ? [500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }]
        : found
          ? [200, { data: tender }]
          : [404, { statusCode: 404, error: 'Not Found', message: `Tender ${id} not found` }];
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  const db = new PortalDb(`tender-api-${crypto.randomUUID()}`);
  databases.push(db);
  const logError = vi.fn();
  const deps: TenderApiDeps = {
    http: createHttp({ prefixUrl: 'http://portal.test/api', fetch }),
    localDb: givenLocalDb(db),
    isOnline: () => true,
    retryDelayMs: 10,
    logError,
  };
  /** Loads and waits for the offline copy, as a page left open does. */
  const visit = async (id: string, extra: Partial<TenderApiDeps> = {}) => {
    const loaded = await loadTender(id, { ...deps, ...extra });
    await loaded.saved;
    return loaded.tender;
  };
  return { tender, modes, requests, db, deps, logError, visit };
}

afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

describe('loading a tender for online and offline reading', () => {
  it('loads by tenderID and saves the tender to IndexedDB', async () => {
    const { tender, db, requests, visit } = setup();
    expect(await visit('UA-2024-02-28-009286-a')).toEqual(tender);
    expect(requests).toEqual(['/api/tenders/UA-2024-02-28-009286-a']);
    expect(await storedTender(db, tender.id)).toEqual(tender);
    expect(await storedTender(db, tender.tenderID)).toEqual(tender);
  });

  it('serves the saved copy when the network fails, after one retry', async () => {
    const { tender, modes, requests, visit } = setup();
    await visit(tender.tenderID);
    modes.splice(0, modes.length, 'offline');
    await expect(visit(tender.tenderID, later)).resolves.toEqual(tender);
    expect(requests).toHaveLength(3);
  });

  it('retries one 500 and shows the tender from the second answer', async () => {
    const { tender, modes, requests, logError, visit } = setup();
    modes.splice(0, modes.length, 500, 'online');
    await expect(visit(tender.tenderID)).resolves.toEqual(tender);
    expect(requests).toHaveLength(2);
    expect(logError).toHaveBeenCalledOnce();
  });

  it('falls back to the saved copy when the retry fails too', async () => {
    const { tender, modes, visit } = setup();
    await visit(tender.tenderID);
    modes.splice(0, modes.length, 500);
    await expect(visit(tender.tenderID, later)).resolves.toEqual(tender);
  });

  it('goes straight to the saved copy while the browser is offline', async () => {
    const { tender, requests, visit } = setup();
    await visit(tender.tenderID);
    await visit(tender.tenderID, { ...later, isOnline: () => false });
    expect(requests).toHaveLength(1);
  });

  it('fails when the network fails twice and nothing was saved', async () => {
    const { modes, deps } = setup();
    modes.splice(0, modes.length, 'offline');
    await expect(loadTender('UA-2023-09-08-012599-a', deps)).rejects.toThrow(TypeError);
  });

  it('reports an unknown tender as not found at once, without a retry or a stale copy', async () => {
    const { deps, requests } = setup();
    await expect(loadTender('nope', deps)).rejects.toBeInstanceOf(TenderNotFoundError);
    expect(requests).toHaveLength(1);
  });

  it('still returns the tender when saving fails, and logs it', async () => {
    const { tender, db, logError, visit } = setup();
    vi.spyOn(db.tenders, 'put').mockRejectedValue(new Error('QuotaExceededError'));
    await expect(visit(tender.tenderID)).resolves.toEqual(tender);
    expect(logError).toHaveBeenCalledOnce();
  });
});

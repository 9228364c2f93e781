import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findStoredTender,
  loadTender,
  TenderNotFoundError,
} from '../../../../src/features/tender/api';
import { PortalDb } from '../../../../src/lib/db';
import { createHttp } from '../../../../src/lib/http';
import { escoTender } from './fixtures';

const databases: PortalDb[] = [];

/** The portal API at the network boundary: GET /api/tenders/:id, or a network failure. */
function setup() {
  const tender = escoTender();
  const state = { mode: 'online' as 'online' | 'offline' };
  const requests: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : new Request(input, init).url);
    requests.push(url.pathname);
    if (state.mode === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const id = decodeURIComponent(url.pathname.replace('/api/tenders/', ''));
    const found = id === tender.id || id === tender.tenderID;
    const body = found
      ? { data: tender }
      : { statusCode: 404, error: 'Not Found', message: `Tender ${id} not found` };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  const db = new PortalDb(`tender-api-${crypto.randomUUID()}`);
  databases.push(db);
  const http = createHttp({ prefixUrl: 'http://portal.test/api', fetch });
  return { tender, state, requests, db, http };
}

afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
  vi.restoreAllMocks();
});

describe('loading a tender for online and offline reading', () => {
  it('loads by tenderID and saves the tender to IndexedDB', async () => {
    const { tender, db, http, requests } = setup();
    const loaded = await loadTender('UA-2024-02-28-009286-a', { http, db, isOnline: () => true });
    expect(loaded).toEqual(tender);
    expect(requests).toEqual(['/api/tenders/UA-2024-02-28-009286-a']);
    expect(await findStoredTender(tender.id, db)).toEqual(tender);
    expect(await findStoredTender(tender.tenderID, db)).toEqual(tender);
  });

  it('serves the saved copy when the network fails', async () => {
    const { tender, state, db, http } = setup();
    await loadTender(tender.tenderID, { http, db, isOnline: () => true });
    state.mode = 'offline';
    await expect(loadTender(tender.tenderID, { http, db, isOnline: () => true })).resolves.toEqual(
      tender,
    );
  });

  it('goes straight to the saved copy while the browser is offline', async () => {
    const { tender, db, http, requests } = setup();
    await loadTender(tender.tenderID, { http, db, isOnline: () => true });
    await loadTender(tender.tenderID, { http, db, isOnline: () => false });
    expect(requests).toHaveLength(1);
  });

  it('fails when the network fails and nothing was saved', async () => {
    const { state, db, http } = setup();
    state.mode = 'offline';
    await expect(
      loadTender('UA-2023-09-08-012599-a', { http, db, isOnline: () => true }),
    ).rejects.toThrow(TypeError);
  });

  it('reports an unknown tender as not found, without a stale copy', async () => {
    const { db, http } = setup();
    await expect(loadTender('nope', { http, db, isOnline: () => true })).rejects.toBeInstanceOf(
      TenderNotFoundError,
    );
  });

  it('still returns the tender when saving fails', async () => {
    const { tender, db, http } = setup();
    vi.spyOn(db.tenders, 'put').mockRejectedValue(new Error('QuotaExceededError'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadTender(tender.tenderID, { http, db, isOnline: () => true })).resolves.toEqual(
      tender,
    );
    expect(logged).toHaveBeenCalledOnce();
  });
});

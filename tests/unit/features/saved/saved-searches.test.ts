import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchFilterQuery } from '../../../../contract/search';
import {
  failedSearch,
  heldSearch,
  noteSearchOpened,
} from '../../../../src/features/search/store/held-searches';
import { newResultsOf } from '../../../../src/features/search/store/new-results';
import {
  checkSavedSearch,
  checkSavedSearches,
  listSavedSearches,
  markSearchOpened,
  removeSearch,
  resultIds,
  saveSearch,
  savedSearchId,
  SEARCH_CHECK_INTERVAL_MS,
} from '../../../../src/features/search/store/saved-searches';
import { PortalDb } from '../../../../src/lib/db';
import { givenLocalDb } from '../../../../src/lib/local-db';
import { nth } from '../../fake-api';
import { fakeSearchApi, searchPage, shippedTenders } from './search-api';

const databases: PortalDb[] = [];

const newDb = (): PortalDb => {
  const db = new PortalDb(`saved-searches-${crypto.randomUUID()}`);
  databases.push(db);
  return db;
};

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

const BUYER_SEARCH: SearchFilterQuery = { text: 'школа', status: ['active.tendering'] };
const ON_PAGE = 5;

/** A device with one saved tender search whose first page held the first shipped tenders. */
async function savedOnDevice(now = Date.now()) {
  const db = newDb();
  const first = shippedTenders(ON_PAGE);
  const api = fakeSearchApi(first);
  const record = await saveSearch(db, 'tender', BUYER_SEARCH, searchPage(first), now);
  return { db, api, record, first };
}

describe('saving a search', () => {
  it('keeps the address (without the page) and the first page with its ids as seen', async () => {
    const { db, record, first } = await savedOnDevice();
    const query = `text=${encodeURIComponent('школа')}&status[0]=active.tendering`;
    expect(record.id).toBe(`tender?${query}`);
    expect(savedSearchId('tender', { ...BUYER_SEARCH, page: '3' })).toBe(record.id);
    const [stored] = await listSavedSearches(db);
    expect(stored?.query).toBe(query);
    expect(stored?.seenIds).toEqual(first.map((tender) => tender.id));
    expect(stored?.result.data).toHaveLength(first.length);
    expect(stored?.newCount).toBe(0);
  });

  it('lists the most recently saved first, and forgets a removed one', async () => {
    const { db, record } = await savedOnDevice(1000);
    const later = await saveSearch(db, 'plan', { text: 'ремонт' }, searchPage([]), 2000);
    expect((await listSavedSearches(db)).map((entry) => entry.id)).toEqual([later.id, record.id]);
    await removeSearch(db, later.id);
    expect((await listSavedSearches(db)).map((entry) => entry.id)).toEqual([record.id]);
  });
});

describe('checking a saved search for new results', () => {
  it('counts the first-page results it has not seen, keeping the stored page', async () => {
    const { db, api, record, first } = await savedOnDevice(1000);
    const arrived = shippedTenders(2, ON_PAGE);
    api.state.tenders = [...arrived, ...first.slice(0, ON_PAGE - 2)];
    expect(await checkSavedSearch(db, record, api.http, () => 5000)).toBe(true);
    const sent = nth(api.requests, 0);
    expect(sent.pathname).toBe('/api/search/tender');
    expect(sent.searchParams.get('text')).toBe('школа');
    expect(sent.searchParams.get('status[0]')).toBe('active.tendering');
    const checked = await db.savedSearches.get(record.id);
    expect(checked?.newCount).toBe(arrived.length);
    expect(checked?.checkedAt).toBe(5000);
    expect(checked?.resultAt).toBe(1000);
    expect(checked?.seenIds).toEqual(first.map((tender) => tender.id));
  });

  it('leaves the record as it was when the search fails', async () => {
    const { db, api, record } = await savedOnDevice(1000);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.state.offline = true;
    expect(await checkSavedSearch(db, record, api.http)).toBe(false);
    expect(await db.savedSearches.get(record.id)).toEqual(record);
  });

  it('checks only the searches not checked within 10 minutes, unless told to check all', async () => {
    const { db, api, record } = await savedOnDevice(0);
    const recent = await saveSearch(db, 'tender', { text: 'вода' }, searchPage([]), 60_000);
    const now = () => SEARCH_CHECK_INTERVAL_MS + 1000;
    expect(await checkSavedSearches(db, { http: api.http, now })).toBe(1);
    expect(api.requests.map((url) => url.searchParams.get('text'))).toEqual(['школа']);
    expect((await db.savedSearches.get(recent.id))?.checkedAt).toBe(60_000);
    expect((await db.savedSearches.get(record.id))?.checkedAt).toBe(now());
    expect(await checkSavedSearches(db, { http: api.http, now, maxAgeMs: 0 })).toBe(2);
  });

  it('opening it online makes the page shown its stored result and clears the count', async () => {
    const { db, api, record } = await savedOnDevice(1000);
    const now = shippedTenders(3, ON_PAGE);
    api.state.tenders = now;
    await checkSavedSearch(db, record, api.http);
    expect((await db.savedSearches.get(record.id))?.newCount).toBe(3);
    // The results it had not seen are the results the search page marks new.
    const fresh = await markSearchOpened(db, 'tender', BUYER_SEARCH, searchPage(now), 9000);
    const seenBefore = new Set(record.seenIds);
    expect(fresh).toEqual(
      now.filter((tender) => !seenBefore.has(tender.id)).map((tender) => tender.id),
    );
    expect(fresh).toHaveLength(3);
    expect(await markSearchOpened(db, 'tender', { text: 'інше' }, searchPage(now))).toBeUndefined();
    const opened = await db.savedSearches.get(record.id);
    expect(opened?.newCount).toBe(0);
    expect(opened?.resultAt).toBe(9000);
    expect(opened?.seenIds).toEqual(now.map((tender) => tender.id));
  });
});

describe('the saved copy of a search, for the search page', () => {
  it('is found for its first page only, with every saved search to offer', async () => {
    const { db, record } = await savedOnDevice();
    const held = await heldSearch('tender', BUYER_SEARCH, givenLocalDb(db));
    expect(held.saved?.id).toBe(record.id);
    expect(held.searches.map((entry) => entry.id)).toEqual([record.id]);
    const later = await heldSearch('tender', { ...BUYER_SEARCH, page: '2' }, givenLocalDb(db));
    expect(later.saved).toBeUndefined();
    const other = await heldSearch('tender', { text: 'школа' }, givenLocalDb(db));
    expect(other.saved).toBeUndefined();
  });

  it('stands in for a failed search: its copy with its time, else offline the saved searches', async () => {
    const { db, record } = await savedOnDevice(1000);
    const access = givenLocalDb(db);
    expect(await failedSearch('tender', BUYER_SEARCH, access)).toEqual({
      result: record.result,
      failed: false,
      heldAt: 1000,
    });
    vi.stubGlobal('navigator', { onLine: true });
    expect(await failedSearch('tender', { text: 'інше' }, access)).toEqual({});
    vi.stubGlobal('navigator', { onLine: false });
    const offline = await failedSearch('tender', { text: 'інше' }, access);
    expect(offline.offline?.searches.map((entry) => entry.id)).toEqual([record.id]);
  });

  it('is nothing on a device without a database', async () => {
    const none = {
      forRead: () => Promise.resolve(undefined),
      forWrite: () => Promise.reject(new Error('no database')),
    };
    expect(await heldSearch('tender', BUYER_SEARCH, none)).toEqual({ searches: [] });
  });

  it('is refreshed when its first page is shown online; other searches save nothing', async () => {
    const { db, record } = await savedOnDevice(1000);
    const shown = searchPage(shippedTenders(2, 10));
    const deps = { localDb: givenLocalDb(db), settled: () => Promise.resolve() };
    expect(await noteSearchOpened('tender', { ...BUYER_SEARCH, page: '2' }, shown, deps)).toBe(
      false,
    );
    expect(await noteSearchOpened('tender', { text: 'інше' }, shown, deps)).toBe(false);
    expect(await db.savedSearches.count()).toBe(1);
    expect(await noteSearchOpened('tender', BUYER_SEARCH, shown, deps)).toBe(true);
    expect((await db.savedSearches.get(record.id))?.result).toEqual(shown);
    // What the saved copy had not seen is marked on the page; opened again, nothing is.
    const seen = new Set(record.seenIds);
    const id = savedSearchId('tender', BUYER_SEARCH);
    expect([...newResultsOf(id)]).toEqual(resultIds(shown).filter((hit) => !seen.has(hit)));
    expect(newResultsOf(id).size).toBeGreaterThan(0);
    await noteSearchOpened('tender', BUYER_SEARCH, shown, deps);
    expect(newResultsOf(id).size).toBe(0);
  });
});

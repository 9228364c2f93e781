import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../contract/api';
import {
  DICTIONARY_KEYS,
  type Dictionary,
  type DictionaryKey,
} from '../../../contract/static-data';
import { PortalDb } from '../../../src/lib/db';
import type { DictionaryRecord } from '../../../src/lib/db';
import { createHttp } from '../../../src/lib/http';
import { DEFAULT_EXPIRY_MS, ReferenceData } from '../../../src/lib/reference-data';
import type { ReferenceDataOptions } from '../../../src/lib/reference-data';
import { cacheArray, fakeStaticDataApi, nth } from '../fake-api';

const MINUTE = 60 * 1000;
const T0 = Date.parse('2025-03-01T10:00:00Z');

const statuses: Dictionary = {
  date_modified: '2025-01-01T00:00:00.000Z',
  data: {
    complete: { title_uk: 'Завершена' },
    unsuccessful: { title_uk: 'Не відбулась' },
  },
};
const regions: Dictionary = {
  date_modified: '2025-01-02T00:00:00.000Z',
  data: { '80': { name_uk: 'м. Київ' } },
};
const regionsUpdated: Dictionary = {
  date_modified: '2025-02-15T00:00:00.000Z',
  data: { '80': { name_uk: 'Київ' }, '01': { name_uk: 'Автономна Республіка Крим' } },
};

const databases: PortalDb[] = [];

/** A loader over its own IndexedDB database, a fake API and a clock the test moves. */
function setup(options: Partial<ReferenceDataOptions> = {}) {
  const api = fakeStaticDataApi({ tender_statuses: statuses, regions });
  const db = new PortalDb(`reference-data-${crypto.randomUUID()}`);
  databases.push(db);
  const clock = { now: T0 };
  const logError = vi.fn();
  const make = (extra: Partial<ReferenceDataOptions> = {}) =>
    new ReferenceData({
      db,
      http: createHttp({ prefixUrl: 'http://portal.test/api', fetch: api.fetch }),
      now: () => clock.now,
      isOnline: () => true,
      logError,
      retryDelayMs: 50,
      ...options,
      ...extra,
    });
  return { api, db, clock, logError, make };
}

/** A page visit: the dictionaries, and their local copies written as a page left open does. */
async function visit(loader: ReferenceData, keys: DictionaryKey[], lang: Lang) {
  const result = await loader.ensure(keys, lang);
  await loader.saved();
  return result;
}

afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

describe('reference-data loader: states and the first load', () => {
  it('is loading until the dictionaries are in, then ready', async () => {
    const { make } = setup();
    const loader = make();
    expect(loader.getState()).toBe('loading');
    const pending = loader.ensure(['tender_statuses'], 'uk');
    expect(loader.getState()).toBe('loading');
    const result = await pending;
    expect(loader.getState()).toBe('ready');
    expect(result.tender_statuses).toEqual(statuses);
  });

  it('asks for what it lacks with a cache array of keys only, in the requested language', async () => {
    const { api, make } = setup();
    await visit(make(), ['tender_statuses', 'regions'], 'en');
    expect(api.requests).toHaveLength(1);
    const request = nth(api.requests, 0);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/static-data');
    expect(request.url.searchParams.get('lang')).toBe('en');
    expect(cacheArray(request.url)).toEqual([
      { key: 'tender_statuses', date_modified: null },
      { key: 'regions', date_modified: null },
    ]);
  });

  it('makes one request for calls made in the same tick', async () => {
    const { api, make } = setup();
    const loader = make();
    const [a, b] = await Promise.all([
      loader.ensure(['tender_statuses'], 'uk'),
      loader.ensure(['regions'], 'uk'),
    ]);
    expect(api.requests).toHaveLength(1);
    expect(a.tender_statuses).toEqual(statuses);
    expect(b.regions).toEqual(regions);
  });

  it('splits a cache array longer than the server accepts (20) into several requests', async () => {
    const { api, make } = setup();
    const keys = DICTIONARY_KEYS.slice(0, 25);
    const result = await visit(make(), keys, 'uk');
    expect(api.requests).toHaveLength(2);
    expect(api.requests.map((request) => cacheArray(request.url).length)).toEqual([20, 5]);
    expect(result.tender_statuses).toEqual(statuses);
  });
});

describe('reference-data loader: expiry', () => {
  it('serves from IndexedDB without a request within 10 minutes', async () => {
    const { api, clock, make } = setup();
    await visit(make(), ['tender_statuses'], 'uk');
    // A new loader (a reload of the page): nothing in memory, only IndexedDB.
    clock.now = T0 + 9 * MINUTE;
    const result = await visit(make(), ['tender_statuses'], 'uk');
    expect(api.requests).toHaveLength(1);
    expect(result.tender_statuses).toEqual(statuses);
    expect(DEFAULT_EXPIRY_MS).toBe(10 * MINUTE);
  });

  it('after 10 minutes asks again, sending the stored date_modified', async () => {
    const { api, clock, make } = setup();
    await visit(make(), ['tender_statuses', 'regions'], 'uk');
    clock.now = T0 + 10 * MINUTE + 1;
    await visit(make(), ['tender_statuses', 'regions'], 'uk');
    expect(api.requests).toHaveLength(2);
    expect(cacheArray(nth(api.requests, 1).url)).toEqual([
      { key: 'tender_statuses', date_modified: statuses.date_modified },
      { key: 'regions', date_modified: regions.date_modified },
    ]);
  });

  it('only asks for the expired or missing dictionaries', async () => {
    const { api, clock, make } = setup();
    const loader = make();
    await loader.ensure(['tender_statuses'], 'uk');
    clock.now = T0 + 5 * MINUTE;
    await loader.ensure(['tender_statuses', 'regions'], 'uk');
    expect(cacheArray(nth(api.requests, 1).url)).toEqual([{ key: 'regions', date_modified: null }]);
  });

  it('takes a configurable expiry', async () => {
    const { api, clock, make } = setup({ expiryMs: 1000 });
    const loader = make();
    await loader.ensure(['tender_statuses'], 'uk');
    clock.now = T0 + 999;
    await loader.ensure(['tender_statuses'], 'uk');
    expect(api.requests).toHaveLength(1);
    clock.now = T0 + 1000;
    await loader.ensure(['tender_statuses'], 'uk');
    expect(api.requests).toHaveLength(2);
  });

  it('keeps a dictionary absent from the answer and bumps its expiry', async () => {
    const { api, clock, make } = setup();
    await visit(make(), ['tender_statuses', 'regions'], 'uk');
    api.state.dictionaries.regions = regionsUpdated;

    clock.now = T0 + 11 * MINUTE;
    const result = await visit(make(), ['tender_statuses', 'regions'], 'uk');
    // The server left tender_statuses out (current); regions came back changed.
    expect(result.tender_statuses).toEqual(statuses);
    expect(result.regions).toEqual(regionsUpdated);

    // Both count as fresh again from the time of that answer, also after a reload.
    clock.now = T0 + 20 * MINUTE;
    const again = await visit(make(), ['tender_statuses', 'regions'], 'uk');
    expect(api.requests).toHaveLength(2);
    expect(again.tender_statuses).toEqual(statuses);
    expect(again.regions).toEqual(regionsUpdated);
  });

  it('serves stored copies of any age without a request while the browser is offline', async () => {
    const { api, clock, make } = setup();
    await visit(make(), ['tender_statuses'], 'uk');
    clock.now = T0 + 60 * MINUTE;
    const result = await visit(make({ isOnline: () => false }), ['tender_statuses'], 'uk');
    expect(api.requests).toHaveLength(1);
    expect(result.tender_statuses).toEqual(statuses);
  });

  it('offline, asks for nothing even when a dictionary was never held, and keeps the others', async () => {
    const { api, clock, db, make } = setup();
    await visit(make(), ['tender_statuses'], 'uk');
    clock.now = T0 + 60 * MINUTE;
    const offline = make({ isOnline: () => false });
    const result = await visit(offline, ['tender_statuses', 'regions'], 'uk');
    expect(api.requests).toHaveLength(1);
    expect(result.tender_statuses).toEqual(statuses);
    expect(result.regions).toBeUndefined();
    expect(await db.dictionaries.count()).toBe(1);
  });
});

describe('reference-data loader: failure and one retry, keeping what is held', () => {
  it('retries exactly once after the delay, keeping the held copy meanwhile', async () => {
    const { api, clock, db, logError, make } = setup({ retryDelayMs: 120 });
    await visit(make(), ['tender_statuses'], 'uk');
    clock.now = T0 + 11 * MINUTE;
    api.state.failWith = 500;
    let storedDuringRetry = -1;
    const failingFetch = api.fetch;
    const loader = make({
      http: createHttp({
        prefixUrl: 'http://portal.test/api',
        fetch: async (input, init) => {
          if (api.requests.length === 2) storedDuringRetry = await db.dictionaries.count();
          return failingFetch(input, init);
        },
      }),
    });

    const result = await loader.ensure(['tender_statuses'], 'uk');
    await new Promise((resolve) => setTimeout(resolve, 400));

    const failed = api.requests.slice(1);
    expect(failed).toHaveLength(2);
    const first = nth(failed, 0);
    const retry = nth(failed, 1);
    expect(retry.at - first.at).toBeGreaterThanOrEqual(115);
    // Nothing was deleted before the retry, which asks with the held copy's date_modified.
    expect(storedDuringRetry).toBe(1);
    expect(cacheArray(first.url)).toEqual([
      { key: 'tender_statuses', date_modified: statuses.date_modified },
    ]);
    expect(cacheArray(retry.url)).toEqual(cacheArray(first.url));
    expect(result.tender_statuses).toEqual(statuses);
    expect(logError).toHaveBeenCalledTimes(2);
    expect(loader.getState()).toBe('ready');
  });

  it('never deletes held dictionaries it was not asked for (other pages, the other language)', async () => {
    const { api, clock, db, make } = setup();
    await visit(make(), ['tender_statuses', 'regions'], 'uk');
    await visit(make(), ['tender_statuses'], 'en');
    clock.now = T0 + 11 * MINUTE;
    api.state.failWith = 'network';
    const result = await visit(make(), ['tender_statuses'], 'uk');
    expect(result.tender_statuses).toEqual(statuses);
    expect(await db.dictionaries.count()).toBe(3);
  });

  it('serves the retry answer when the retry succeeds', async () => {
    const { api, db, logError, make } = setup();
    api.state.failWith = 'network';
    // The network comes back right after the first request failed.
    const loader = make({
      http: createHttp({
        prefixUrl: 'http://portal.test/api',
        fetch: async (input, init) => {
          try {
            return await api.fetch(input, init);
          } finally {
            api.state.failWith = undefined;
          }
        },
      }),
    });
    const result = await loader.ensure(['tender_statuses'], 'uk');
    await loader.saved();
    expect(api.requests).toHaveLength(2);
    expect(result.tender_statuses).toEqual(statuses);
    expect(await db.dictionaries.get(['tender_statuses', 'uk'])).toMatchObject({
      date_modified: statuses.date_modified,
    });
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('renders with empty dictionaries and logs when the retry fails too', async () => {
    const { api, logError, make } = setup();
    api.state.failWith = 'network';
    const loader = make();
    const result = await loader.ensure(['tender_statuses', 'regions'], 'uk');
    expect(api.requests).toHaveLength(2);
    expect(result).toEqual({});
    expect(loader.getState()).toBe('ready');
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it('keeps the copy held before the failure when the retry fails too, and asks again next time', async () => {
    const { api, clock, make } = setup();
    await visit(make(), ['tender_statuses'], 'uk');
    clock.now = T0 + 11 * MINUTE;
    api.state.failWith = 'network';
    const result = await visit(make(), ['tender_statuses'], 'uk');
    expect(result.tender_statuses).toEqual(statuses);

    // Expired: the next call goes to the network again.
    api.state.failWith = undefined;
    await visit(make(), ['tender_statuses'], 'uk');
    expect(api.requests).toHaveLength(4);
  });
});

describe('reference-data loader: damaged local copies', () => {
  it('drops a stored record with data: null that has not expired, and fetches it again', async () => {
    const { api, db, make } = setup();
    await db.dictionaries.put({
      key: 'tender_statuses',
      lang: 'uk',
      date_modified: statuses.date_modified,
      data: null,
      expiresAt: T0 + 5 * MINUTE,
    } as unknown as DictionaryRecord);

    const loader = make();
    const result = await loader.ensure(['tender_statuses'], 'uk');
    await loader.saved();

    expect(result.tender_statuses).toEqual(statuses);
    expect(api.requests).toHaveLength(1);
    // Asked for as missing: the damaged copy's date_modified is not sent.
    expect(cacheArray(nth(api.requests, 0).url)).toEqual([
      { key: 'tender_statuses', date_modified: null },
    ]);
    expect(await db.dictionaries.get(['tender_statuses', 'uk'])).toMatchObject({
      data: statuses.data,
    });
  });

  it('keeps the well-formed entries of a stored dictionary and leaves out the rest', async () => {
    const { api, db, make } = setup();
    await db.dictionaries.put({
      key: 'regions',
      lang: 'uk',
      date_modified: regions.date_modified,
      data: { '80': { name_uk: 'м. Київ' }, '32': null, '46': 'Львівська' },
      expiresAt: T0 + 5 * MINUTE,
    } as unknown as DictionaryRecord);

    const result = await make().ensure(['regions'], 'uk');

    expect(api.requests).toHaveLength(0);
    expect(result.regions?.data).toEqual({ '80': { name_uk: 'м. Київ' } });
  });

  it('drops records of an unknown key, language or expiry without failing the others', async () => {
    const { db, make } = setup();
    await db.dictionaries.bulkPut([
      { key: 'tender_statuses', lang: 'uk', ...statuses, expiresAt: 'soon' },
      { key: 'regions', lang: 'uk', ...regions, expiresAt: T0 + MINUTE },
    ] as unknown as DictionaryRecord[]);

    const loader = make();
    const result = await loader.ensure(['tender_statuses', 'regions'], 'uk');
    await loader.saved();

    expect(result.regions).toEqual(regions);
    expect(result.tender_statuses).toEqual(statuses);
    expect((await db.dictionaries.get(['tender_statuses', 'uk']))?.expiresAt).toBe(
      T0 + DEFAULT_EXPIRY_MS,
    );
  });
});

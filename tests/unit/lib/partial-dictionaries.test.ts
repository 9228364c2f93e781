import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaryLabel } from '../../../contract/dictionary-label';
import type { Dictionary } from '../../../contract/static-data';
import { PortalDb } from '../../../src/lib/db';
import {
  readPartOf,
  setDictionaryReadsSource,
  watchedEntries,
} from '../../../src/lib/dictionary-reads';
import type { DictionaryReads } from '../../../src/lib/dictionary-reads';
import { createHttp } from '../../../src/lib/http';
import { ReferenceData } from '../../../src/lib/reference-data';
import { shippedDictionary } from '../../support/shipped-data';
import { cacheArray, fakeStaticDataApi, nth } from '../fake-api';

const statuses = shippedDictionary('tender_statuses');
const methods = shippedDictionary('procurement_method_types');
const units = shippedDictionary('unit_codes');
const menu = shippedDictionary('header_menu');

/** The dictionary with only these entries, as a server render sends it. */
const partOf = (dictionary: Dictionary, codes: string[]): Dictionary => ({
  date_modified: dictionary.date_modified,
  data: structuredClone(
    Object.fromEntries(Object.entries(dictionary.data).filter(([code]) => codes.includes(code))),
  ),
});

describe('what a server render reads of the dictionaries', () => {
  it('the browser reads the entries themselves: nothing listens before a render does', () => {
    expect(watchedEntries('tender_statuses', statuses.data)).toBe(statuses.data);
  });

  it('carries the labels the page read, the fields it read of them, and no dictionary it did not read', () => {
    const reads: DictionaryReads = new Map();
    let rendering: DictionaryReads | undefined;
    setDictionaryReadsSource(() => rendering);
    const watched = (dictionary: Dictionary, key: Parameters<typeof watchedEntries>[0]) => ({
      ...dictionary,
      data: watchedEntries(key, dictionary.data),
    });
    const held = {
      tender_statuses: watched(statuses, 'tender_statuses'),
      procurement_method_types: watched(methods, 'procurement_method_types'),
      unit_codes: watched(units, 'unit_codes'),
      header_menu: watched(menu, 'header_menu'),
    };
    // Outside a render nothing is noted.
    dictionaryLabel(held.unit_codes, 'H87', 'uk');

    rendering = reads;
    const label = dictionaryLabel(held.tender_statuses, 'complete', 'uk');
    const known = Object.hasOwn(held.procurement_method_types.data, 'aboveThreshold');
    const unknown = Object.hasOwn(held.tender_statuses.data, 'no.such.status');
    const links = Object.values(held.header_menu.data).map((entry) => [entry.title_en, entry.url]);
    rendering = undefined;

    expect([label, known, unknown]).toEqual(['Завершений', true, false]);
    expect(links).toContainEqual(['Tenders', '/search/tender']);
    const { sent, partial } = readPartOf(held, reads);
    expect(sent).toEqual({
      tender_statuses: fieldsOfPart(statuses, ['complete'], ['title_uk']),
      procurement_method_types: fieldsOfPart(methods, ['aboveThreshold'], []),
      header_menu: fieldsOfPart(menu, Object.keys(menu.data), ['title_en', 'url']),
    });
    expect(partial).toEqual([
      'tender_statuses',
      'procurement_method_types',
      'unit_codes',
      'header_menu',
    ]);
    // What is sent is the entries themselves: it serialises without noting anything.
    expect(JSON.parse(JSON.stringify(sent))).toEqual(sent);
  });

  it('sends a dictionary whole when the render listed its entries and the fields of one', () => {
    const reads: DictionaryReads = new Map();
    setDictionaryReadsSource(() => reads);
    const data = watchedEntries('header_menu', menu.data);
    const listed = Object.values(data).map((entry) => Object.keys(entry).length);
    setDictionaryReadsSource(() => undefined);
    expect(listed.length).toBe(Object.keys(menu.data).length);
    const { sent, partial } = readPartOf({ header_menu: { ...menu, data } }, reads);
    expect(sent).toEqual({ header_menu: menu });
    expect(partial).toEqual([]);
  });
});

/** The dictionary with only these entries and fields, as a server render sends it. */
const fieldsOfPart = (dictionary: Dictionary, codes: string[], fields: string[]): Dictionary => {
  const part = partOf(dictionary, codes);
  for (const [code, entry] of Object.entries(part.data)) {
    part.data[code] = Object.fromEntries(Object.entries(entry).filter(([f]) => fields.includes(f)));
  }
  return part;
};

const databases: PortalDb[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

/** A page rendered on the server, hydrated: labels from the page, the whole ones to load. */
function hydrated(served: Record<string, Dictionary>, online = true, completeAgainAfterMs = 0) {
  const connection: { online: boolean; reconnect: () => void } = {
    online,
    reconnect: () => undefined,
  };
  const api = fakeStaticDataApi(served);
  const db = new PortalDb(`partial-dictionaries-${crypto.randomUUID()}`);
  databases.push(db);
  const logError = vi.fn();
  const loader = new ReferenceData({
    db,
    http: createHttp({ prefixUrl: 'http://portal.test/api', fetch: api.fetch }),
    isOnline: () => connection.online,
    onReconnection: (listener) => {
      connection.reconnect = listener;
      return () => {
        connection.reconnect = () => undefined;
      };
    },
    completeAgainAfterMs,
    logError,
    retryDelayMs: 10,
  });
  loader.seed('uk', { tender_statuses: partOf(statuses, ['complete']), header_menu: menu }, [
    'tender_statuses',
    'unit_codes',
  ]);
  /** The portal reachable again, and what that starts done. */
  const reconnected = async () => {
    connection.reconnect();
    await new Promise((resolve) => {
      setTimeout(resolve, 0);
    });
    await loader.complete('uk', []);
    await loader.saved();
  };
  return { api, connection, db, loader, logError, reconnected };
}

const heldKeys = async (db: PortalDb) =>
  (await db.dictionaries.toArray()).map((record) => record.key).sort();

describe('dictionaries a page came with in part', () => {
  it('label the page at once; only the whole ones are kept on the device', async () => {
    const { db, loader } = hydrated({ tender_statuses: statuses, unit_codes: units });
    const held = loader.getSnapshot().dictionaries.uk;
    expect(dictionaryLabel(held.tender_statuses, 'complete', 'uk')).toBe('Завершений');
    expect(held.header_menu).toEqual(menu);
    await loader.saved();
    expect(await heldKeys(db)).toEqual(['header_menu']);
  });

  it('are loaded whole in one request and kept, without a new render when the labels shown hold', async () => {
    const { api, db, loader } = hydrated({ tender_statuses: statuses, unit_codes: units });
    const before = loader.getSnapshot();
    await loader.complete('uk', ['tender_statuses', 'unit_codes']);
    await loader.saved();
    expect(api.requests).toHaveLength(1);
    expect(cacheArray(nth(api.requests, 0).url)).toEqual([
      { key: 'tender_statuses', date_modified: null },
      { key: 'unit_codes', date_modified: null },
    ]);
    expect(loader.getSnapshot()).toBe(before);
    const held = loader.getSnapshot().dictionaries.uk.tender_statuses;
    expect(dictionaryLabel(held, 'unsuccessful', 'uk')).toBe('Не відбувся');
    expect(await heldKeys(db)).toEqual(['header_menu', 'tender_statuses', 'unit_codes']);
    // The next page's loader finds them whole: no request.
    const next = await loader.ensure(['tender_statuses', 'unit_codes'], 'uk');
    expect(next.unit_codes).toEqual(units);
    expect(api.requests).toHaveLength(1);
  });

  it('render the page again when a label it shows has changed since the server rendered it', async () => {
    const renamed = structuredClone(statuses);
    renamed.data.complete = { ...renamed.data.complete, title_uk: 'Закупівля завершена' };
    const { loader } = hydrated({ tender_statuses: renamed, unit_codes: units });
    const before = loader.getSnapshot();
    await loader.complete('uk', ['tender_statuses', 'unit_codes']);
    expect(loader.getSnapshot()).not.toBe(before);
    const held = loader.getSnapshot().dictionaries.uk.tender_statuses;
    expect(dictionaryLabel(held, 'complete', 'uk')).toBe('Закупівля завершена');
  });

  it('render the page again when it asked for a label they lack (a popup opened early)', async () => {
    const { loader } = hydrated({ tender_statuses: statuses, unit_codes: units });
    const before = loader.getSnapshot();
    expect(dictionaryLabel(before.dictionaries.uk.tender_statuses, 'unsuccessful', 'uk')).toBe(
      'unsuccessful',
    );
    // A code no dictionary has asks for nothing more.
    dictionaryLabel(before.dictionaries.uk.tender_statuses, 'no.such.status', 'uk');
    await loader.complete('uk', ['tender_statuses', 'unit_codes']);
    const after = loader.getSnapshot();
    expect(after).not.toBe(before);
    expect(dictionaryLabel(after.dictionaries.uk.tender_statuses, 'unsuccessful', 'uk')).toBe(
      'Не відбувся',
    );
  });

  it('with only the fields the page read, are taken in whole without a new render', async () => {
    const { loader } = hydrated({ tender_statuses: statuses, unit_codes: units });
    loader.seed('en', { tender_statuses: fieldsOfPart(statuses, ['complete'], ['title_en']) }, [
      'tender_statuses',
    ]);
    const before = loader.getSnapshot();
    const shown = before.dictionaries.en.tender_statuses;
    expect(dictionaryLabel(shown, 'complete', 'en')).toBe('Complete');
    await loader.complete('en', ['tender_statuses']);
    expect(loader.getSnapshot()).toBe(before);
    expect(shown?.data.complete?.title_uk).toBe('Завершений');
  });

  it('render the page again when it asked for a field they lack', async () => {
    const { loader } = hydrated({ tender_statuses: statuses, unit_codes: units });
    loader.seed('en', { tender_statuses: fieldsOfPart(statuses, ['complete'], ['title_en']) }, [
      'tender_statuses',
    ]);
    const before = loader.getSnapshot();
    // A field no entry has asks for nothing more.
    expect(before.dictionaries.en.tender_statuses?.data.complete?.no_such_field).toBeUndefined();
    await loader.complete('en', ['tender_statuses']);
    expect(loader.getSnapshot()).toBe(before);

    const { loader: other } = hydrated({ tender_statuses: statuses, unit_codes: units });
    other.seed('en', { tender_statuses: fieldsOfPart(statuses, ['complete'], ['title_en']) }, [
      'tender_statuses',
    ]);
    const seeded = other.getSnapshot();
    expect(dictionaryLabel(seeded.dictionaries.en.tender_statuses, 'complete', 'uk')).toBe(
      'complete',
    );
    await other.complete('en', ['tender_statuses']);
    const after = other.getSnapshot();
    expect(after).not.toBe(seeded);
    expect(dictionaryLabel(after.dictionaries.en.tender_statuses, 'complete', 'uk')).toBe(
      'Завершений',
    );
  });

  it('offline, keep labelling the page with what came and ask for nothing', async () => {
    const { api, db, loader, logError } = hydrated(
      { tender_statuses: statuses, unit_codes: units },
      false,
    );
    await loader.complete('uk', ['tender_statuses', 'unit_codes']);
    await loader.saved();
    expect(api.requests).toHaveLength(0);
    const held = loader.getSnapshot().dictionaries.uk.tender_statuses;
    expect(dictionaryLabel(held, 'complete', 'uk')).toBe('Завершений');
    expect(await heldKeys(db)).toEqual(['header_menu']);
    expect(logError).not.toHaveBeenCalled();
  });

  it('when the server fails twice, keep the labels that came and log it', async () => {
    const { api, loader, logError } = hydrated({ tender_statuses: statuses, unit_codes: units });
    api.state.failWith = 500;
    await loader.complete('uk', ['tender_statuses', 'unit_codes']);
    expect(api.requests).toHaveLength(2);
    const held = loader.getSnapshot().dictionaries.uk.tender_statuses;
    expect(dictionaryLabel(held, 'complete', 'uk')).toBe('Завершений');
    expect(logError).toHaveBeenCalledWith(
      'Reference data: retry failed; serving the copies held',
      expect.anything(),
    );
  });

  it('that could not come whole offline come once the portal is reachable again, and are kept', async () => {
    const { api, connection, db, loader, reconnected } = hydrated(
      { tender_statuses: statuses, unit_codes: units },
      false,
    );
    await loader.complete('uk', ['tender_statuses', 'unit_codes']);
    expect(api.requests).toHaveLength(0);
    connection.online = true;
    await reconnected();
    expect(api.requests).toHaveLength(1);
    expect(await heldKeys(db)).toEqual(['header_menu', 'tender_statuses', 'unit_codes']);
    // Once whole, a later reconnection asks for nothing.
    await reconnected();
    expect(api.requests).toHaveLength(1);
  });

  it('that the server failed to send are asked for again when it answers again', async () => {
    const { api, db, loader, reconnected } = hydrated({
      tender_statuses: statuses,
      unit_codes: units,
    });
    api.state.failWith = 500;
    await loader.complete('uk', ['tender_statuses', 'unit_codes']);
    expect(api.requests).toHaveLength(2);
    api.state.failWith = undefined;
    await reconnected();
    expect(api.requests).toHaveLength(3);
    expect(await heldKeys(db)).toEqual(['header_menu', 'tender_statuses', 'unit_codes']);
  });

  it('spare a server that answers again but fails them: asked again only after a while', async () => {
    const { api, loader, reconnected } = hydrated(
      { tender_statuses: statuses, unit_codes: units },
      true,
      600_000,
    );
    api.state.failWith = 500;
    await loader.complete('uk', ['tender_statuses', 'unit_codes']);
    expect(api.requests).toHaveLength(2);
    await reconnected();
    await reconnected();
    expect(api.requests).toHaveLength(2);
  });
});

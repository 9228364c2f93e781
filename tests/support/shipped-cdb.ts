/**
 * The shipped CDB objects (data/cdb: tenders, plans, frameworks, contracts, monitorings; one
 * `{"data": …, "config"?: …}` file each, as the CDB's API answers) and the catalogue fixtures
 * (data/catalog). Documentation examples repeat ids across files, as versions of one object.
 */
import { parseCdbJson, unwrapTender, type CdbTender } from '../../server/ingest/cdb.ts';
import {
  shippedData,
  shippedFileNames,
  shippedJson,
  shippedText,
  withoutJson,
} from './shipped-data.ts';

export interface ShippedObject {
  id: string;
  dateModified: string;
  mode?: string;
  [field: string]: unknown;
}

interface Versioned {
  id: string;
  dateModified: string;
}

const jsonFile = (name: string): string => (name.endsWith('.json') ? name : `${name}.json`);

/** The shipped tender files in name order: real (UA-*), sandbox (sandbox-*) and docs (doc-*). */
export const shippedTenderFiles = (prefix = ''): readonly string[] =>
  shippedFileNames('cdb/tenders', prefix);

/** The tenderIDs of the real shipped tenders (the UA-* files are named after them). */
export const shippedTenderIDs = (): string[] => shippedTenderFiles('UA-').map(withoutJson);

/** The `data` of a shipped file of a data/cdb folder, by file name with or without .json. */
export const shippedCdbData = <T = ShippedObject>(folder: string, name: string): T =>
  shippedData<T>(`cdb/${folder}/${jsonFile(name)}`);

/** A shipped tender as the CDB published it (the file's `data`), by tenderID or file name. */
export const shippedTenderData = <T = ShippedObject>(name: string): T =>
  shippedCdbData<T>('tenders', name);

/** Every real shipped tender (the UA-* files) as the CDB published it, in name order. */
export const shippedRealTenders = <T = ShippedObject>(): T[] =>
  shippedTenderIDs().map((tenderID) => shippedTenderData<T>(tenderID));

/**
 * A shipped tender's whole file (`{"data": …, "config"?: …}`), by tenderID or file name, parsed
 * on each call: tests change it into a newer version of the tender.
 */
export const shippedTenderFile = <T = { data: ShippedObject }>(name: string): T =>
  shippedJson<T>(`cdb/tenders/${jsonFile(name)}`);

/** A shipped tender as ingest reads it: cleaned, with its file's top-level `config`. */
export const shippedCdbTender = (name: string): CdbTender =>
  unwrapTender(parseCdbJson(shippedText(`cdb/tenders/${jsonFile(name)}`)));

/** Every shipped tender file (in name order, each version) with its tender as ingest reads it. */
export const shippedCdbTenderFiles = (): { file: string; cdb: CdbTender }[] =>
  shippedTenderFiles().map((file) => ({ file, cdb: shippedCdbTender(file) }));

/** The `data` of every shipped file of a data/cdb folder (or those starting with `prefix`). */
export const shippedCdbFiles = <T = Record<string, unknown>>(
  folder: string,
  prefix = '',
): { file: string; data: T }[] =>
  shippedFileNames(`cdb/${folder}`, prefix).map((file) => ({
    file,
    data: shippedCdbData<T>(folder, file),
  }));

/** One object per id: the newest dateModified, the first one on a tie (as the loader stores them). */
export const newestPerId = <T extends Versioned>(objects: Iterable<T>): T[] => {
  const byId = new Map<string, T>();
  for (const object of objects) {
    const kept = byId.get(object.id);
    if (!kept || Date.parse(object.dateModified) > Date.parse(kept.dateModified)) {
      byId.set(object.id, object);
    }
  }
  return [...byId.values()];
};

/** The newest version of each object of a data/cdb folder, from its files in name order. */
export const shippedCdb = <T extends Versioned = ShippedObject>(folder: string, prefix = ''): T[] =>
  newestPerId(shippedCdbFiles<T>(folder, prefix).map(({ data }) => data));

/** Each shipped tender once, as the CDB published it: the newest version of each id. */
export const shippedTenders = <T extends Versioned = ShippedObject>(): T[] =>
  shippedCdb<T>('tenders');

/** Each shipped tender once, as ingest reads it: the newest version of each id. */
export const shippedCdbTenders = (): CdbTender[] =>
  newestPerId(shippedTenderFiles().map(shippedCdbTender));

/** The distinct (internal) ids of the shipped tenders. */
export const shippedTenderIds = (): Set<string> =>
  new Set(shippedTenderFiles().map((file) => shippedTenderData(file).id));

/** Every object of data/catalog as the loader reads it: arrays, `{data}` and one-key wrappers. */
export const shippedCatalogue = (): Record<string, unknown>[] => {
  const objectsIn = (value: unknown): Record<string, unknown>[] => {
    if (Array.isArray(value)) return value.flatMap(objectsIn);
    if (typeof value !== 'object' || value === null) return [];
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const inner = keys.length === 1 ? record[keys[0] ?? ''] : record.data;
    return typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? [inner as Record<string, unknown>]
      : [record];
  };
  return shippedFileNames('catalog').flatMap((file) => objectsIn(shippedJson(`catalog/${file}`)));
};

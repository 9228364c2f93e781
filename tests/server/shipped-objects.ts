/**
 * Plans, frameworks and catalogue objects read straight from the shipped files, to compute what
 * the API must answer independently of the database: the newest version of each id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shippedDataDir } from './backends.ts';

export interface ShippedObject {
  id: string;
  dateModified: string;
  mode?: string;
  [field: string]: unknown;
}

const dataFiles = (dir: string, prefix: string): string[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('_') && file.startsWith(prefix))
    .sort();

/** The newest version of each object in a folder of data/cdb (the first file on a tie). */
export const shippedCdb = (folder: string, prefix = ''): ShippedObject[] => {
  const dir = path.join(shippedDataDir, 'cdb', folder);
  const byId = new Map<string, ShippedObject>();
  for (const file of dataFiles(dir, prefix)) {
    const object = (
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { data: ShippedObject }
    ).data;
    const kept = byId.get(object.id);
    if (!kept || Date.parse(object.dateModified) > Date.parse(kept.dateModified)) {
      byId.set(object.id, object);
    }
  }
  return [...byId.values()];
};

/** One shipped CDB tender by its tenderID (each is in the file named after it). */
export const shippedTender = (tenderID: string): ShippedObject =>
  (
    JSON.parse(
      readFileSync(path.join(shippedDataDir, 'cdb', 'tenders', `${tenderID}.json`), 'utf8'),
    ) as { data: ShippedObject }
  ).data;

/** Every object of data/catalog as the loader reads it: arrays, `{data}` and one-key wrappers. */
export const shippedCatalogue = (): Record<string, unknown>[] => {
  const dir = path.join(shippedDataDir, 'catalog');
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
  return dataFiles(dir, '').flatMap((file) =>
    objectsIn(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))),
  );
};

export const idsOf = (objects: readonly { id: string }[]): string[] =>
  objects.map((object) => object.id).sort();

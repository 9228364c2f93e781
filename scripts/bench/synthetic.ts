/**
 * Synthetic tenders for benchmarks: real shipped tenders with varied ids, dates, amounts,
 * procuring entities and CPV codes, so the data keeps real shapes and sizes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../seeded-random.ts';

type Json = Record<string, unknown>;

export const readRealTenders = (tendersDir: string): Json[] =>
  readdirSync(tendersDir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
    .map(
      (file) =>
        (JSON.parse(readFileSync(path.join(tendersDir, file), 'utf8')) as { data: Json }).data,
    );

const hex = (random: () => number, length: number): string =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

/** Shifts every ISO date string in the object by `shiftMs`, keeping its offset text. */
const shiftDates = (value: unknown, shiftMs: number): unknown => {
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/.test(value)) {
    const moved = new Date(Date.parse(value) + shiftMs);
    return Number.isNaN(moved.getTime()) ? value : moved.toISOString();
  }
  if (Array.isArray(value)) return value.map((item) => shiftDates(item, shiftMs));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftDates(v, shiftMs)]));
  }
  return value;
};

const scaleAmounts = (value: unknown, factor: number): unknown => {
  if (Array.isArray(value)) return value.map((item) => scaleAmounts(item, factor));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === 'amount' && typeof v === 'number'
          ? Math.round(v * factor * 100) / 100
          : scaleAmounts(v, factor),
      ]),
    );
  }
  return value;
};

export interface SyntheticSource {
  tenders: Json[];
  entities: Json[];
  cpvCodes: { id: string; description: string }[];
}

export const syntheticSource = (tendersDir: string): SyntheticSource => {
  const tenders = readRealTenders(tendersDir);
  const entities = tenders.map((tender) => tender.procuringEntity as Json).filter(Boolean);
  const cpvCodes = tenders.flatMap((tender) =>
    ((tender.items as Json[] | undefined) ?? []).flatMap((item) => {
      const classification = item.classification as
        { id?: string; description?: string } | undefined;
      return classification?.id && classification.description
        ? [{ id: classification.id, description: classification.description }]
        : [];
    }),
  );
  return { tenders, entities, cpvCodes };
};

/** The n-th synthetic tender (deterministic for a given seed and n). */
export const syntheticTender = (source: SyntheticSource, n: number, seed = 1): Json => {
  const random = seededRandom(seed * 1_000_003 + n);
  const base = source.tenders[n % source.tenders.length] as Json;
  const shiftMs = Math.floor((random() - 0.5) * 3 * 365 * 24 * 3600 * 1000);
  const tender = scaleAmounts(
    shiftDates(structuredClone(base), shiftMs),
    0.2 + random() * 5,
  ) as Json;
  const created = new Date(Date.parse(String(tender.dateModified)) || Date.now());
  tender.id = hex(random, 32);
  tender.tenderID = `UA-${created.getUTCFullYear()}-${pad(created.getUTCMonth() + 1, 2)}-${pad(created.getUTCDate(), 2)}-${pad(n % 1_000_000, 6)}-${'abcd'[n % 4] ?? 'a'}`;
  const entity = structuredClone(
    source.entities[Math.floor(random() * source.entities.length)] ?? {},
  );
  const identifier = (entity.identifier ?? {}) as Json;
  entity.identifier = { ...identifier, id: pad(Math.floor(random() * 100_000_000), 8) };
  tender.procuringEntity = entity;
  const cpv = source.cpvCodes[Math.floor(random() * source.cpvCodes.length)];
  if (cpv) {
    tender.items = ((tender.items as Json[] | undefined) ?? []).map((item) => ({
      ...item,
      classification: { scheme: 'ДК021', id: cpv.id, description: cpv.description },
    }));
  }
  return tender;
};

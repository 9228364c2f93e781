/** Recognises CDB (OpenProcurement API 2.5) objects in loaded JSON and says what kind each is. */
import { createHash } from 'node:crypto';
import { cleanUpstream } from './clean-upstream.ts';
import { isRecord, type Json } from './transform/read.ts';

/** The few tender fields every transform relies on; the rest is read defensively. */
export interface CdbTender extends Json {
  id: string;
  tenderID: string;
  dateModified: string;
}

export type CdbKind =
  | 'tender'
  | 'plan'
  | 'contract'
  | 'monitoring'
  | 'framework'
  | 'submission'
  | 'qualification'
  | 'agreement'
  | 'catalogue';

export interface CdbObject {
  kind: CdbKind;
  id: string;
  dateModified: string;
  data: Json;
}

export class InvalidTenderError extends Error {}

/** A \u0000 escape not itself escaped (preceded by an even run of backslashes). */
const NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

/**
 * Parses CDB JSON text, from a file or an API answer. A leading byte order mark (editors on
 * Windows write one) is skipped. PostgreSQL text cannot hold the NUL character, which upstream
 * text occasionally carries, so it is dropped instead of failing the whole object.
 */
export const parseCdbJson = (text: string): unknown => {
  const json = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return JSON.parse(json.includes('\\u0000') ? json.replace(NUL_ESCAPE, '$1') : json) as unknown;
};

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The object of a file or feed answer, its strings cleaned (clean-upstream.ts); the file's
 * top-level `config` (procedure configuration) travels with it.
 */
const unwrap = (json: unknown): Json | null => {
  if (!isRecord(json)) return null;
  if (!isRecord(json.data)) return cleanUpstream(json);
  return cleanUpstream(
    isRecord(json.config) && !isRecord(json.data.config)
      ? { ...json.data, config: json.config }
      : json.data,
  );
};

/** The fields every tender must have, checked. */
const checkedTender = (tender: Json | null): CdbTender => {
  if (!tender) throw new InvalidTenderError('not a JSON object');
  for (const field of ['id', 'tenderID', 'dateModified'] as const) {
    if (typeof tender[field] !== 'string' || tender[field] === '') {
      throw new InvalidTenderError(`missing "${field}": not an OpenProcurement tender`);
    }
  }
  if (!isDate(tender.dateModified)) {
    throw new InvalidTenderError(`"dateModified" is not a date: ${String(tender.dateModified)}`);
  }
  return tender as CdbTender;
};

/** Accepts `{"data": {...}}` as the public API returns it, or the bare object. */
export const unwrapTender = (json: unknown): CdbTender => checkedTender(unwrap(json));

/** The kind of a CDB object, from the fields only that kind has; null when none matches. */
const detectKind = (o: Json): Exclude<CdbKind, 'catalogue'> | null => {
  if ('tenderID' in o) return 'tender';
  if ('planID' in o) return 'plan';
  if ('monitoring_id' in o) return 'monitoring';
  if ('contractID' in o) return 'contract';
  // A framework names its agreement by agreementID too, so it is recognised first.
  if ('frameworkType' in o || 'prettyID' in o) return 'framework';
  if ('agreementID' in o || 'agreementType' in o) return 'agreement';
  if ('submissionType' in o || ('frameworkID' in o && 'tenderers' in o)) return 'submission';
  if ('qualificationType' in o || ('frameworkID' in o && 'submissionID' in o)) {
    return 'qualification';
  }
  return null;
};

const EPOCH = '1970-01-01T00:00:00+00:00';

const firstText = (o: Json, keys: readonly string[]): string | undefined => {
  for (const key of keys) {
    const value = o[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
};

const contentId = (o: Json): string =>
  createHash('sha256').update(JSON.stringify(o)).digest('hex').slice(0, 32);

/** Single-key request wrappers of the catalogue fixtures: {"product": {...}}, {"vendor": {...}}. */
const CATALOGUE_WRAPPERS = ['product', 'vendor', 'contributor'];

const catalogueObject = (o: Json): Json => {
  const keys = Object.keys(o);
  const [key] = keys;
  if (keys.length === 1 && key && CATALOGUE_WRAPPERS.includes(key) && isRecord(o[key])) {
    return { ...o[key], wrappedAs: key };
  }
  return o;
};

/**
 * Every object in a loaded JSON value: one object, `{"data": …}` or an array of either. In a
 * catalogue folder every object is a catalogue object; elsewhere the kind comes from the fields
 * and an object of no known kind is an error. Tenders keep their strict checks; other kinds may
 * lack dateModified (tender-level contract snapshots): their `date` stands in, else the epoch.
 */
export const cdbObjectsIn = (json: unknown, options: { catalogue: boolean }): CdbObject[] =>
  (Array.isArray(json) ? json : [json]).map((entry: unknown): CdbObject => {
    const raw = unwrap(entry);
    if (!raw) throw new InvalidTenderError('not a JSON object');
    if (options.catalogue) {
      const data = catalogueObject(raw);
      return {
        kind: 'catalogue',
        id: firstText(data, ['id']) ?? contentId(data),
        dateModified: [data.dateModified, data.date].find(isDate) ?? EPOCH,
        data,
      };
    }
    const kind = detectKind(raw);
    if (kind === 'tender') {
      const tender = checkedTender(raw);
      return { kind, id: tender.id, dateModified: tender.dateModified, data: tender };
    }
    if (!kind) {
      throw new InvalidTenderError(
        'not an OpenProcurement object: no tenderID, planID, contractID, monitoring_id, ' +
          'agreementID, frameworkType or submission/qualification fields',
      );
    }
    const id = firstText(raw, ['id', 'contractID', 'agreementID']);
    if (!id) throw new InvalidTenderError(`missing "id": not an OpenProcurement ${kind}`);
    const dateModified = [raw.dateModified, raw.date, raw.dateCreated].find(isDate) ?? EPOCH;
    return { kind, id, dateModified, data: raw };
  });

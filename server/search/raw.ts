/** Safe readers for CDB JSON, where any field may be missing or of an unexpected type. */
import { isRecord, type Json as RawRecord } from '../ingest/transform/read.ts';

export const recordsOf = (value: unknown): RawRecord[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

export const recordOf = (value: unknown): RawRecord | undefined =>
  isRecord(value) ? value : undefined;

export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The registry code (identifier.id) of an organisation. */
export const codeOf = (organisation: unknown): string | undefined =>
  textOf(recordOf(recordOf(organisation)?.identifier)?.id)?.trim();

/** The name of an organisation: its name, else its legal name. */
export const nameOf = (organisation: unknown): string | undefined => {
  const org = recordOf(organisation);
  return textOf(org?.name) ?? textOf(recordOf(org?.identifier)?.legalName);
};

export const unique = (values: (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== undefined)),
];

/** A valid date-time string as ISO in UTC, else undefined. */
export const instantOf = (value: unknown): string | undefined => {
  const text = textOf(value);
  if (text === undefined) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

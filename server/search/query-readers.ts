import { BadRequestError } from '../http/errors.ts';
import { isRecord } from '../ingest/transform/read.ts';

/** Readers of one filter parameter each; a malformed value is a BadRequestError naming it. */

export interface ValueRule {
  pattern: RegExp;
  /** What a valid value looks like, for the error message. */
  expected: string;
}

const MAX_SHOWN = 40;

const shown = (value: string): string =>
  JSON.stringify(value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value);

/** A list sent as repeated or indexed parameters, or one value; empty values are ignored. */
export const readList = (raw: unknown, name: string, rule: ValueRule): string[] => {
  if (raw === undefined) return [];
  const values: unknown[] = Array.isArray(raw) ? raw : [raw];
  return values
    .map((value) => {
      if (typeof value !== 'string') {
        throw new BadRequestError(`"${name}" must be a value or a list of values`);
      }
      return value.trim();
    })
    .filter((value) => value !== '')
    .map((value) => {
      if (!rule.pattern.test(value)) {
        throw new BadRequestError(`"${name}" has ${shown(value)}: expected ${rule.expected}`);
      }
      return value;
    });
};

/** One value (not a list); an empty value counts as absent. */
export const readSingle = (raw: unknown, name: string): string | undefined => {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new BadRequestError(`"${name}" must be a single value`);
  const value = raw.trim();
  return value === '' ? undefined : value;
};

/** One of the given options. */
export const readOption = <T extends string | number>(
  raw: unknown,
  name: string,
  options: readonly T[],
): T | undefined => {
  const value = readSingle(raw, name);
  if (value === undefined) return undefined;
  const found = options.find((option) => String(option) === value);
  if (found === undefined) {
    throw new BadRequestError(`"${name}" has ${shown(value)}: use one of ${options.join(', ')}`);
  }
  return found;
};

/** A nested object such as value[amount] whose keys must be among the allowed ones. */
export const readObject = (
  raw: unknown,
  name: string,
  allowed: readonly string[],
): Record<string, unknown> | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (!isRecord(raw)) {
    throw new BadRequestError(
      `"${name}" must have the parts ${allowed.map((key) => `${name}[${key}]`).join(', ')}`,
    );
  }
  const unknown = Object.keys(raw).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw new BadRequestError(
      `Unknown parameter "${name}[${unknown[0]?.slice(0, MAX_SHOWN) ?? ''}]": ${name} takes ${allowed.map((key) => `${name}[${key}]`).join(', ')}`,
    );
  }
  return raw;
};

const AMOUNT = /^\d{1,15}(?:\.\d{1,2})?$/;

/** A money amount in UAH: up to 15 digits and 2 decimals. */
export const readAmount = (raw: unknown, name: string): number | undefined => {
  const value = readSingle(raw, name);
  if (value === undefined) return undefined;
  if (!AMOUNT.test(value)) {
    throw new BadRequestError(
      `"${name}" has ${shown(value)}: expected an amount such as 1500 or 1500.50 (at most 15 digits)`,
    );
  }
  return Number(value);
};

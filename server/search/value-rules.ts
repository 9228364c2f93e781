import type { ValueRule } from './query-readers.ts';

/** Formats of filter values. A well-formed value that nothing has simply finds nothing. */

export const REGISTRY_CODE: ValueRule = {
  pattern: /^[\p{L}\p{N}][\p{L}\p{N}._/-]{0,39}$/u,
  expected: 'a registry code such as 21725150 (letters, digits, ".", "-", "/"; at most 40)',
};

/** Codes of dictionaries: statuses, procedure types, rationales, criteria, milestone codes. */
export const DICTIONARY_CODE: ValueRule = {
  pattern: /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,63}$/u,
  expected: 'a dictionary code such as active.tendering (letters, digits, ".", "_", "-")',
};

export const REGION: ValueRule = {
  pattern: /^[\p{L}\p{N}][\p{L}\p{N} .,'’ʼ()-]{0,99}$/u,
  expected: 'a region name such as "Київська область"',
};

export const CPV_CODE: ValueRule = {
  pattern: /^\d{8}(?:-\d)?$/,
  expected: 'a CPV code such as 03100000-2 or 03100000',
};

export const CPV_MASK: ValueRule = {
  pattern: /^\d{2,8}(?:-\d)?$/,
  expected: 'a CPV code (03100000-2) or a code prefix of 2 to 7 digits (031)',
};

export const YEAR: ValueRule = { pattern: /^\d{4}$/, expected: 'a year such as 2024' };

/** The longest text searched for. */
export const MAX_TEXT = 200;

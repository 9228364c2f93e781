/**
 * CPV (ДК 021:2015) codes are 8 digits and a check digit, "03100000-2". Filters compare the 8
 * digits. The mask of a code is its digits without the trailing zeros ("03100000" → "031"), at
 * least the 2 digits of the division; a tender matches a mask when one of its codes starts with it.
 */

const CODE = /^(\d{8})(?:-\d)?$/;
const MIN_MASK = 2;

/** The 8 digits of a CPV code, or undefined when it is not one. */
export const cpvDigits = (code: string): string | undefined => CODE.exec(code.trim())?.[1];

export const cpvMask = (digits: string): string => {
  const stripped = digits.replace(/0+$/, '');
  return stripped.length >= MIN_MASK ? stripped : digits.slice(0, MIN_MASK);
};

/** Every mask a code matches: its prefixes from the division down to the full 8 digits. */
export const cpvPrefixes = (digits: string): string[] =>
  Array.from({ length: digits.length - MIN_MASK + 1 }, (_, index) =>
    digits.slice(0, MIN_MASK + index),
  );

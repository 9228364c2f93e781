/** CSV text (RFC 4180): comma-separated, CRLF line ends, fields quoted only when they must be. */

export type CsvValue = string | number | undefined;

/**
 * Text a spreadsheet would read as a formula: =, +, - or @ first (tab and carriage return too,
 * which some programs skip before reading one). Such a cell gets a leading apostrophe, which
 * spreadsheets show as text (docs/decisions.md).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: numbers as they are, text guarded against formulas and quoted when needed. */
export const csvField = (value: CsvValue): string => {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvRecord = (values: readonly CsvValue[]): string =>
  `${values.map(csvField).join(',')}\r\n`;

/** The byte order mark spreadsheet programs need to read UTF-8 (and so Cyrillic) correctly. */
export const UTF8_BOM = '\uFEFF';

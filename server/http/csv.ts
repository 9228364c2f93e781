/** CSV text (RFC 4180) by csv-stringify: comma-separated, CRLF line ends, quoted when needed. */
import { stringify, type Stringifier } from 'csv-stringify';

export type CsvValue = string | number | undefined;

/**
 * A stream that takes records (arrays of cells) and gives CSV bytes, UTF-8 with the byte order
 * mark spreadsheet programs need to read it (and so Cyrillic) correctly. A text cell a
 * spreadsheet would read as a formula (=, +, -, @, tab or carriage return first, or the
 * full-width =, +, -, @) gets a leading apostrophe, which spreadsheets show as text
 * (docs/decisions.md); numbers are written as they are, and an empty cell for one that is not
 * finite.
 */
export const csvStream = (): Stringifier =>
  stringify({
    bom: true,
    record_delimiter: 'windows',
    // A lone \n or \r is quoted too, not only the CRLF the records end with.
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { number: (value) => (Number.isFinite(value) ? String(value) : '') },
  });

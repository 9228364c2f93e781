import type { Static, TSchema } from '@sinclair/typebox';
import { Check } from '@sinclair/typebox/value';

/**
 * Whether a value (an answer of the API, or a copy held on the device) has the shape that the
 * API's own schema (contract/schemas) describes. TypeBox's checker interprets the schema, so it
 * runs under our CSP (no code is generated), and importing `Check` alone keeps it to about 4 KB.
 */
export const fits = <T extends TSchema>(schema: T, value: unknown): value is Static<T> =>
  Check(schema, value);

/** An answer as its schema's type; a TypeError naming the request when it does not fit. */
export function fitted<T extends TSchema>(schema: T, answer: unknown, request: string): Static<T> {
  if (!Check(schema, answer)) throw new TypeError(`${request}: unexpected answer`);
  return answer;
}

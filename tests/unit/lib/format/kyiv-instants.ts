/** Instants and their Kyiv wall time: the DST switches of 2024 and a late evening in UTC. */
export const KYIV_INSTANTS: readonly (readonly [string, string])[] = [
  ['2024-03-31T00:59:59Z', '31 березня 2024, 02:59'],
  ['2024-03-31T01:00:00Z', '31 березня 2024, 04:00'],
  ['2024-10-27T00:59:59Z', '27 жовтня 2024, 03:59'],
  ['2024-10-27T01:00:00Z', '27 жовтня 2024, 03:00'],
  ['2024-01-24T17:48:00+02:00', '24 січня 2024, 17:48'],
  ['2024-07-01T21:30:00Z', '02 липня 2024, 00:30'],
  ['2025-12-31T22:30:00-05:00', '01 січня 2026, 05:30'],
];

/**
 * Kyiv wall-clock times without an offset, their instant and the instant a calendar day
 * earlier: the skipped hour reads as the hour after, the repeated hour as its winter one.
 */
export const KYIV_WALL_CLOCKS: readonly (readonly [string, string, string])[] = [
  ['2024-03-31T03:30:00', '2024-03-31T01:30:00.000Z', '2024-03-30T02:30:00.000Z'],
  ['2024-04-01T03:30:00', '2024-04-01T00:30:00.000Z', '2024-03-31T01:30:00.000Z'],
  ['2024-10-27T03:30:00', '2024-10-27T01:30:00.000Z', '2024-10-26T00:30:00.000Z'],
  ['2024-10-28T03:30:00', '2024-10-28T01:30:00.000Z', '2024-10-27T01:30:00.000Z'],
  ['2026-10-25T03:00:00', '2026-10-25T01:00:00.000Z', '2026-10-24T00:00:00.000Z'],
];

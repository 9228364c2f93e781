/**
 * The "as of" time the offline banner gives: the oldest of the stored copies the page shows,
 * or, when it shows none (or only newer ones), the time the connection was lost.
 */
export function bannerAsOf(heldAt: readonly number[], lostAt: number): number {
  return Math.min(lostAt, ...heldAt.filter((time) => Number.isFinite(time)));
}

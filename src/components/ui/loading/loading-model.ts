/** A load shorter than this shows no indicator at all (avoids a flash on fast answers). */
export const LOADING_DELAY_MS = 300;

/** Whether the indicator shows after `elapsedMs` of loading. */
export function loadingIndicatorVisible(
  elapsedMs: number,
  delayMs: number = LOADING_DELAY_MS,
): boolean {
  return elapsedMs >= delayMs;
}

/** Widths (in %) of skeleton text lines: full lines, the last one shorter like a paragraph. */
export function skeletonLineWidths(lines: number): number[] {
  const count = Math.max(0, Math.trunc(lines));
  return Array.from({ length: count }, (_, index) => (index === count - 1 && count > 1 ? 60 : 100));
}

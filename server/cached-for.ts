/**
 * A value computed at most once per `ttlMs`: callers within that time share one answer (and one
 * computation in flight); a failed computation is not kept.
 */
export const cachedFor = <T>(
  ttlMs: number,
  compute: () => Promise<T>,
  clock: () => number = Date.now,
): (() => Promise<T>) => {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = clock();
    if (kept && now - kept.at < ttlMs) return kept.value;
    const value = compute();
    const entry = { at: now, value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
};

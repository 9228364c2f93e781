/**
 * The selected tab: the one named in the URL when it exists, else the preselected one when
 * it exists, else the first (spec §4: the first tab when none is preselected).
 */
export function initialTab(
  ids: readonly string[],
  preselected?: string | null,
  fromUrl?: string | null,
): string | undefined {
  if (fromUrl && ids.includes(fromUrl)) return fromUrl;
  if (preselected && ids.includes(preselected)) return preselected;
  return ids[0];
}

/** WAI-ARIA tabs keys: arrows wrap around, Home and End go to the ends; others do nothing. */
export function tabIndexAfterKey(key: string, index: number, count: number): number | undefined {
  if (count < 1) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

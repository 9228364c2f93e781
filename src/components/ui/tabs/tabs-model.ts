/**
 * The selected tab: the one named in the URL when it exists, else the preselected one when
 * it exists, else the first (the first tab when none is preselected).
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

/**
 * The query parameter a tab's link names its choice in when the tabs keep none of their own
 * (`?tabs=<tabs id>.<tab id>`): the server renders that tab for a page without scripts.
 */
export const TAB_LINK_PARAM = 'tabs';

/** The value of TAB_LINK_PARAM that chooses `tabId` of the tabs `tabsId`. */
export const tabLinkValue = (tabsId: string, tabId: string): string => `${tabsId}.${tabId}`;

/** The tab of the tabs `tabsId` that a link chose (the parameter's value), if it chose one. */
export function linkedTab(value: string | null, tabsId: string): string | undefined {
  const prefix = `${tabsId}.`;
  return value?.startsWith(prefix) ? value.slice(prefix.length) : undefined;
}

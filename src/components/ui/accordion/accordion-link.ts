import { createContext } from 'react';

/**
 * The query parameter that names the accordions a link opens, comma-separated (`?open=bid-1`).
 * Unlike the hash, the server sees it: the page it renders has them open from the first paint.
 */
const OPEN_PARAM = 'open';

/** The ids of the accordions a component sits in, the outermost first. */
export const EnclosingAccordions = createContext<readonly string[]>([]);

/** Whether the query opens the accordion `id`. */
export function queryOpens(search: URLSearchParams, id: string): boolean {
  return (search.get(OPEN_PARAM) ?? '').split(',').includes(id);
}

/**
 * The address with its query set to open `ids` (and nothing else it opened): what a link inside
 * those accordions points at, so that its target is not hidden in a closed one.
 */
export function openingThem<T extends { search: string }>(address: T, ids: readonly string[]): T {
  if (ids.length === 0) return address;
  const params = new URLSearchParams(address.search);
  params.set(OPEN_PARAM, ids.join(','));
  return { ...address, search: `?${params.toString()}` };
}

/** The link to the same page with `ids` open, at the last of them: a closed accordion's header before scripts. */
export function openingHref(
  address: { pathname: string; search: string },
  ids: readonly string[],
): string {
  const { pathname, search } = openingThem(address, ids);
  return `${pathname}${search}#${ids.at(-1) ?? ''}`;
}

import type { Lang } from '../../../../contract/api';
import type { Dictionary } from '../../../../contract/static-data';
import { entryLabel } from '../../../../contract/dictionary-label';
import { newsHref } from './news-query';

/** One link of the group filter; the first one is "every group". */
export interface GroupLink {
  /** Undefined for "every group". */
  slug: string | undefined;
  label: string;
  href: string;
  current: boolean;
}

const order = (entry: Record<string, unknown>): number =>
  typeof entry.order === 'number' ? entry.order : Number.MAX_SAFE_INTEGER;

/**
 * "All" and each group of the `group` dictionary in its order, each a link to page 1 of its
 * list; the one the address shows is current. Without the dictionary (offline) only "All".
 */
export function groupLinks(
  dictionary: Dictionary | undefined,
  current: string | undefined,
  lang: Lang,
  allLabel: string,
): GroupLink[] {
  const groups = Object.entries(dictionary?.data ?? {})
    .sort(([a, left], [b, right]) => order(left) - order(right) || a.localeCompare(b))
    .map(([slug, entry]) => ({
      slug,
      label: entryLabel(entry, lang) ?? slug,
      href: newsHref({ group: slug, page: 1 }),
      current: slug === current,
    }));
  return [
    {
      slug: undefined,
      label: allLabel,
      href: newsHref({ group: undefined, page: 1 }),
      current: current === undefined,
    },
    ...groups,
  ];
}

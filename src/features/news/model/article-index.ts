import type { Lang } from '../../../../contract/api';
import type { Dictionary } from '../../../../contract/static-data';
import { entryLabel } from '../../../../contract/dictionary-label';

/**
 * The title of an article in the `article` dictionary (the article index, keyed by slug),
 * found by its slug or its id as /news/:id takes either; undefined when it is not there.
 */
export function articleTitle(
  index: Dictionary | undefined,
  idOrSlug: string,
  lang: Lang,
): string | undefined {
  if (!index) return undefined;
  const entry = Object.hasOwn(index.data, idOrSlug)
    ? index.data[idOrSlug]
    : Object.values(index.data).find((article) => String(article.id) === idOrSlug);
  return entryLabel(entry, lang);
}

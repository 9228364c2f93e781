import type { Lang } from '../../../../contract/api';
import type { Dictionary, DictionaryEntry } from '../../../../contract/static-data';
import { paths } from '../../../../contract/routes/paths';
import { entryLabel } from '../../../../contract/dictionary-label';
import { formatDate } from '../../../lib/format';
import { safeAppPath } from '../../../../contract/safe-url';

/** How many articles of the same group an article links to. */
export const RELATED_LIMIT = 3;

export interface RelatedArticle {
  slug: string;
  href: string;
  title: string;
  date: string;
  dateTime: string;
}

const text = (entry: DictionaryEntry, field: string): string => {
  const value = entry[field];
  return typeof value === 'string' ? value : '';
};

/**
 * The newest other articles of the article's group, from the `article` dictionary (the
 * article index): no request of their own, and there offline too.
 */
export function relatedArticles(
  index: Dictionary | undefined,
  article: { id: number; group: string },
  lang: Lang,
  limit = RELATED_LIMIT,
): RelatedArticle[] {
  return Object.entries(index?.data ?? {})
    .filter(([, entry]) => entry.group === article.group && entry.id !== article.id)
    .sort(
      ([, a], [, b]) =>
        Date.parse(text(b, 'date_published')) - Date.parse(text(a, 'date_published')),
    )
    .slice(0, limit)
    .map(([slug, entry]) => ({
      slug,
      href: safeAppPath(entry.url) ?? paths.article(slug),
      title: entryLabel(entry, lang) ?? slug,
      date: formatDate(text(entry, 'date_published'), lang),
      dateTime: text(entry, 'date_published'),
    }));
}

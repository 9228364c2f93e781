import type { Lang } from '../../../../contract/api';
import type { Dictionary, DictionaryEntry } from '../../../../contract/static-data';
import { paths } from '../../../../contract/routes/paths';
import { dictionaryLabel, localizedField } from '../../../../contract/dictionary-label';
import { formatDate } from '../../../lib/format';
import { safeAppPath } from '../../../../contract/safe-url';

/** How many of the newest articles the home page shows. */
export const NEWS_PREVIEW_COUNT = 3;

export interface NewsPreviewItem {
  key: string;
  title: string;
  /** The article page, by the article's own address or its slug. */
  to: string;
  /** '17 листопада 2026'. */
  date: string;
  /** The machine date for `<time dateTime>`; undefined when the date is not valid. */
  dateTime: string | undefined;
  /** The group's label; undefined when the article has none. */
  group: string | undefined;
}

const publishedAt = (entry: DictionaryEntry): number => {
  const time = typeof entry.date_published === 'string' ? Date.parse(entry.date_published) : NaN;
  return Number.isNaN(time) ? -Infinity : time;
};

const idOf = (entry: DictionaryEntry): number => (typeof entry.id === 'number' ? entry.id : 0);

/**
 * The newest articles of the `article` dictionary (the client has it offline), newest first and
 * the higher id first on the same date, as /api/articles orders them.
 */
export function toNewsPreview(
  articles: Dictionary | undefined,
  groups: Dictionary | undefined,
  lang: Lang,
  count: number = NEWS_PREVIEW_COUNT,
): NewsPreviewItem[] {
  if (!articles) return [];
  return Object.entries(articles.data)
    .sort(([, a], [, b]) => publishedAt(b) - publishedAt(a) || idOf(b) - idOf(a))
    .flatMap(([key, entry]) => {
      const title = localizedField(entry, 'title', lang);
      if (title === undefined) return [];
      const time = publishedAt(entry);
      return [
        {
          key,
          title,
          to: safeAppPath(entry.url) ?? paths.article(key),
          date: formatDate(
            typeof entry.date_published === 'string' ? entry.date_published : '',
            lang,
          ),
          dateTime: Number.isFinite(time) ? new Date(time).toISOString() : undefined,
          group:
            typeof entry.group === 'string'
              ? dictionaryLabel(groups, entry.group, lang)
              : undefined,
        },
      ];
    })
    .slice(0, count);
}

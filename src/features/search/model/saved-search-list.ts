import type { TFunction } from 'i18next';
import type { Lang, SearchSection } from '../../../../contract/api';
import type { SavedSearchRecord } from '../../../lib/db';
import { formatDateTime } from '../../../lib/format';
import { searchHref } from './search-query';
import { savedSearchQuery } from '../store/saved-searches';

export interface SavedSearchRowContext {
  lang: Lang;
  t: TFunction<'savedSearches'>;
  /** The section's name as the search page titles it ("Закупівлі"). */
  sectionTitle: (section: SearchSection) => string;
  /** The search's active filters as the search page's chips say them. */
  filters: readonly string[];
}

/** One saved search as the list shows it: every string made. */
export interface SavedSearchRow {
  id: string;
  /** The search page of this search (its first page). */
  href: string;
  /** The section and the words searched for, or "all results". */
  summary: string;
  /** The chips of its filters. */
  filters: readonly string[];
  /** When its stored results were made, in Kyiv time. */
  asOf: string;
  /** Results that appeared since it was last opened; absent when there are none. */
  newResults?: string;
  removeLabel: string;
}

/** A saved search for the list: what it searches, since when it holds results, what is new. */
export function toSavedSearchRow(
  record: SavedSearchRecord,
  { lang, t, sectionTitle, filters }: SavedSearchRowContext,
): SavedSearchRow {
  const query = savedSearchQuery(record);
  const what =
    query.text !== undefined
      ? t('list.text', { text: query.text })
      : filters.length > 0
        ? filters.join('; ')
        : t('list.everything');
  const summary = t('list.summary', { section: sectionTitle(record.section), what });
  return {
    id: record.id,
    href: searchHref(record.section, query),
    summary,
    filters: query.text === undefined ? [] : filters,
    asOf: t('list.asOf', { time: formatDateTime(new Date(record.resultAt), lang) }),
    ...(record.newCount > 0 ? { newResults: t('list.new', { count: record.newCount }) } : {}),
    removeLabel: t('list.removeLabel', { summary }),
  };
}

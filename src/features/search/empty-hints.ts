import type { SearchSection } from '../../../contract/api';
import type { SearchFilterQuery } from '../../../contract/search';
import { countResults } from './api';
import { filterParts } from './model/empty-state';
import type { EmptyHints } from './model/empty-state';

/** Searches without one filter each, asked at most: a search rarely has more. */
const MAX_PARTS = 8;

/**
 * For a search that found nothing: how many results it has with the test objects, and without
 * each of its filters, asked together (one row each).
 */
export async function findEmptyHints(
  section: SearchSection,
  query: SearchFilterQuery,
  signal?: AbortSignal,
): Promise<EmptyHints> {
  const parts = filterParts(query).slice(0, MAX_PARTS);
  const [testTotal, ...totals] = await Promise.all([
    query.mode === 'test'
      ? Promise.resolve(undefined)
      : countResults(section, { ...query, mode: 'test' }, undefined, signal),
    ...parts.map((part) => countResults(section, part.without, undefined, signal)),
  ]);
  return {
    ...(testTotal === undefined ? {} : { testTotal }),
    without: parts.map((part, index) => ({ id: part.id, total: totals[index] ?? 0 })),
  };
}

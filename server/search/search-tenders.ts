import type { TenderHit } from '../../contract/search.ts';
import type { Database } from '../db/database.ts';
import { SqlParams } from '../db/sql-params.ts';
import type { SearchFilters } from './filters.ts';
import { searchPage, type SearchPage } from './search-page.ts';
import {
  tenderConditions,
  tenderOrder,
  tenderOrderIndexed,
  tenderSortIndexScope,
  tenderRelevanceTiers,
} from './tender-where.ts';

/**
 * A tender's hit with the codes of its red flags: they are kept apart from the stored hit, as a
 * contract that arrives later reruns the contract rules without writing the tender again.
 */
const TENDER_HIT = `CASE WHEN cardinality(flag_codes) = 0 THEN hit
  ELSE (hit::jsonb || jsonb_build_object('flags', flag_codes))::json END`;

/**
 * One page of the tender search (tender-where.ts builds the conditions and the order): found in
 * the narrow search table (migration 014), its hits read from tenders, which holds the same sort
 * keys.
 */
export const searchTenders = async (
  db: Database,
  filters: SearchFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<SearchPage<TenderHit>> => {
  const params = new SqlParams();
  return searchPage<TenderHit>(db, {
    table: 'tender_search',
    hitTable: 'tenders',
    conditions: tenderConditions(filters, params),
    params,
    order: (orderParams, options) => tenderOrder(filters, orderParams, options),
    indexedOrder: tenderOrderIndexed(filters),
    sortIndexScope: tenderSortIndexScope(filters),
    tiers: tenderRelevanceTiers(filters),
    hit: TENDER_HIT,
    limit,
    offset,
  });
};

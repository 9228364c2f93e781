import type { SearchHit } from '../../contract/search.ts';
import type { Database } from '../db/database.ts';
import { entityConditions, entityOrder } from './entity-where.ts';
import { ENTITY_SECTIONS } from './entity-sections.ts';
import type { SearchFilters } from './filters.ts';
import { SqlParams } from '../db/sql-params.ts';
import { searchPage, type SearchPage } from './search-page.ts';

/** One page of the plan, catalog (frameworks) or products search. */
export const searchEntities = async (
  db: Database,
  sectionName: keyof typeof ENTITY_SECTIONS,
  filters: SearchFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<SearchPage<SearchHit>> => {
  const section = ENTITY_SECTIONS[sectionName];
  const params = new SqlParams();
  return searchPage<SearchHit>(db, {
    table: section.table,
    conditions: entityConditions(section, filters, params),
    params,
    order: (orderParams) => entityOrder(section, filters, orderParams),
    limit,
    offset,
  });
};

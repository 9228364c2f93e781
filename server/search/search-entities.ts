import type { SearchHit } from '../../contract/search.ts';
import type { Queryable } from '../db/database.ts';
import { entityConditions, entityOrder } from './entity-where.ts';
import { ENTITY_SECTIONS } from './entity-sections.ts';
import type { SearchFilters } from './filters.ts';
import { SqlParams } from './sql-params.ts';
import { searchTotal, type SearchTotal } from '../db/search-total.ts';

export interface EntityPage extends SearchTotal {
  hits: SearchHit[];
}

/** One page of the plan, catalog (frameworks) or products search. */
export const searchEntities = async (
  db: Queryable,
  sectionName: keyof typeof ENTITY_SECTIONS,
  filters: SearchFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<EntityPage> => {
  const section = ENTITY_SECTIONS[sectionName];
  const params = new SqlParams();
  const conditions = entityConditions(section, filters, params);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = await searchTotal(db, section.table, where, [...params.values], filters);
  const order = entityOrder(section, filters, params);
  const page = await db.query<{ hit: SearchHit }>(
    `SELECT hit FROM ${section.table} ${where} ORDER BY ${order}
     LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  return { hits: page.rows.map((row) => row.hit), ...total };
};

import type { SearchHit } from '../../contract/search.ts';
import type { Queryable } from '../db/database.ts';
import { entityConditions, entityOrder } from './entity-where.ts';
import { ENTITY_SECTIONS } from './entity-sections.ts';
import type { SearchFilters } from './filters.ts';
import { SqlParams } from './sql-params.ts';

export interface EntityPage {
  hits: SearchHit[];
  total: number;
}

/** One page of the plan, catalog (frameworks) or products search. */
export const searchEntities = async (
  db: Queryable,
  sectionName: keyof typeof ENTITY_SECTIONS,
  filters: SearchFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<EntityPage> => {
  const section = ENTITY_SECTIONS[sectionName];
  const where = (conditions: string[]): string =>
    conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const countParams = new SqlParams();
  const countWhere = where(entityConditions(section, filters, countParams));
  const pageParams = new SqlParams();
  const pageWhere = where(entityConditions(section, filters, pageParams));
  const order = entityOrder(section, filters, pageParams);
  const [page, count] = await Promise.all([
    db.query<{ hit: SearchHit }>(
      `SELECT hit FROM ${section.table} ${pageWhere} ORDER BY ${order}
       LIMIT ${pageParams.add(limit)} OFFSET ${pageParams.add(offset)}`,
      pageParams.values,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${section.table} ${countWhere}`,
      countParams.values,
    ),
  ]);
  return { hits: page.rows.map((row) => row.hit), total: count.rows[0]?.total ?? 0 };
};

import { REAL_ONLY } from './search-page.ts';
import { ENTITY_TSV, type EntitySection } from './entity-sections.ts';
import type { SearchFilters } from './filters.ts';
import type { SqlParams } from '../db/sql-params.ts';
import { needleOf, textCondition } from './text-match.ts';
import { dateConditions, valueConditions } from './tender-where.ts';

const cpvCondition = (cpv: string, test: string): string =>
  `EXISTS (SELECT 1 FROM jsonb_array_elements_text(${cpv}) AS c(code) WHERE ${test})`;

/** The WHERE conditions of a plan, framework or product search (joined with AND). */
export const entityConditions = (
  section: EntitySection,
  filters: SearchFilters,
  params: SqlParams,
): string[] => {
  const conditions: string[] = section.scope ? [section.scope] : [];
  if (!filters.includeTest) conditions.push(REAL_ONLY);
  const needle = needleOf(filters.text);
  if (needle)
    conditions.push(textCondition(needle, params, { tsv: [ENTITY_TSV], codes: 'search_text' }));
  const codes = (expression: string | undefined, values: string[]): void => {
    if (expression && values.length > 0) {
      conditions.push(`(${expression}) ?| ${params.add(values)}::text[]`);
    }
  };
  codes(section.codes.buyer, filters.buyer);
  codes(section.codes.procuringEntity, filters.procuringEntity);
  codes(section.codes.vendor, filters.vendor);
  const inList = (expression: string | undefined, values: string[]): void => {
    if (expression && values.length > 0) {
      conditions.push(`${expression} = ANY(${params.add(values)}::text[])`);
    }
  };
  inList(section.columns.status, filters.status);
  inList(section.columns.region, filters.region);
  inList(section.columns.procType, filters.procType);
  inList(section.columns.frameworkTypes, filters.frameworkTypes);
  inList(section.columns.group, filters.group);
  if (filters.cpv.length > 0) {
    conditions.push(
      cpvCondition(section.cpv, `left(c.code, 8) = ANY(${params.add(filters.cpv)}::text[])`),
    );
  }
  if (filters.cpvMask.length > 0) {
    const patterns = filters.cpvMask.map((mask) => `${mask}%`);
    conditions.push(cpvCondition(section.cpv, `c.code LIKE ANY(${params.add(patterns)}::text[])`));
  }
  if (section.year && filters.year.length > 0) {
    conditions.push(`${section.year} = ANY(${params.add(filters.year)}::int[])`);
  }
  if (section.value) conditions.push(...valueConditions(filters.value, section.value, params));
  conditions.push(...dateConditions(filters.dates, section.dates, params));
  return conditions;
};

/** ORDER BY: an exact id or code first, then the sort asked for, else the latest changed; then id. */
export const entityOrder = (
  section: EntitySection,
  filters: SearchFilters,
  params: SqlParams,
): string => {
  const keys: string[] = [];
  const needle = needleOf(filters.text);
  if (needle) {
    const exact = params.add(needle);
    keys.push(
      `(${section.exact.map((expression) => `${expression} = ${exact}`).join(' OR ')}) DESC`,
    );
  }
  const sort = filters.sort && section.sorts[filters.sort.key];
  if (filters.sort && sort) {
    keys.push(`${sort} ${filters.sort.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`);
  }
  keys.push('date_modified DESC', 'id');
  return keys.join(', ');
};

import type { DateRangeKey, SortKey } from '../../contract/search.ts';

/** How the filters of the plan, catalog and products sections read the tables of 002-entities. */
export interface EntitySection {
  table: string;
  /** A condition every row of the section meets. */
  scope?: string;
  /** Expressions compared with the lower-cased text: an exact match ranks first. */
  exact: string[];
  /** jsonb arrays of registry codes per filter. */
  codes: Partial<Record<'buyer' | 'procuringEntity' | 'vendor', string>>;
  /** Text expressions compared with the listed values. */
  columns: Partial<Record<'status' | 'region' | 'procType' | 'frameworkTypes' | 'group', string>>;
  /** A jsonb array of the CPV codes. */
  cpv: string;
  year?: string;
  value?: { amount: string; currency: string };
  /** tstzrange expressions per date range. */
  dates: Partial<Record<DateRangeKey, string>>;
  sorts: Partial<Record<SortKey, string>>;
}

export const ENTITY_TSV = `to_tsvector('simple', search_text)`;

const text = (path: string): string => `(raw #>> '{${path}}')`;

/** A CDB period at a path as a tstzrange; one date is that instant, none is NULL. */
const period = (path: string): string => {
  const instantAt = (field: string): string => {
    const value = text(`${path},${field}`);
    // Only ISO-looking dates are cast, so that a malformed upstream date cannot fail the query.
    return `(CASE WHEN ${value} ~ '^\\d{4}-\\d{2}-\\d{2}' THEN ${value}::timestamptz END)`;
  };
  const start = instantAt('startDate');
  const end = instantAt('endDate');
  const from = `coalesce(${start}, ${end})`;
  return `CASE WHEN ${from} IS NULL THEN NULL ELSE tstzrange(${from}, greatest(${from}, coalesce(${end}, ${from})), '[]') END`;
};

const instant = (column: string): string =>
  `CASE WHEN ${column} IS NULL THEN NULL ELSE tstzrange(${column}, ${column}, '[]') END`;

const PROCURING_ENTITY_CODE = `jsonb_path_query_array(raw, '$.procuringEntity.identifier.id')`;
const REGION = text('procuringEntity,address,region');

export const ENTITY_SECTIONS: Record<'plan' | 'catalog' | 'products', EntitySection> = {
  plan: {
    table: 'plans',
    exact: ['lower(plan_id)', text('procuringEntity,identifier,id')],
    codes: {
      buyer: `CASE WHEN jsonb_path_exists(raw, '$.buyers[*]') THEN jsonb_path_query_array(raw, '$.buyers[*].identifier.id') ELSE ${PROCURING_ENTITY_CODE} END`,
      procuringEntity: PROCURING_ENTITY_CODE,
    },
    columns: { status: 'status', region: 'region', procType: 'procurement_method_type' },
    cpv: `jsonb_path_query_array(raw, '$.classification.id') || jsonb_path_query_array(raw, '$.items[*].classification.id')`,
    year: 'year',
    value: { amount: 'budget_amount', currency: 'budget_currency' },
    dates: { plan: instant('date_published'), tender: period('tender,tenderPeriod') },
    sorts: { publication_date: 'date_published', value: 'budget_amount' },
  },
  catalog: {
    table: 'frameworks',
    exact: ['lower(pretty_id)', text('procuringEntity,identifier,id')],
    codes: { procuringEntity: PROCURING_ENTITY_CODE },
    columns: { status: 'status', region: REGION, frameworkTypes: 'framework_type' },
    cpv: `jsonb_path_query_array(raw, '$.classification.id')`,
    dates: { framework: period('period'), qualification: period('qualificationPeriod') },
    sorts: { publication_date: 'coalesce(date_published, date_modified)' },
  },
  products: {
    table: 'catalogue',
    scope: `kind = 'product'`,
    exact: [text('identifier,id')],
    codes: { vendor: `jsonb_path_query_array(raw, '$.vendor.identifier.id')` },
    columns: { status: 'status', group: text('relatedCategory') },
    cpv: `jsonb_path_query_array(raw, '$.classification.id')`,
    dates: {},
    sorts: {},
  },
};

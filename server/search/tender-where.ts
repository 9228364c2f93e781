import { REAL_ONLY, REAL_ONLY_UNPROVEN, type OrderTiers } from './search-page.ts';
import type { DateRangeKey } from '../../contract/search.ts';
import type { InstantRange, SearchFilters } from './filters.ts';
import type { SqlParams } from '../db/sql-params.ts';
import {
  formsQueries,
  isCodeLike,
  needleOf,
  textCondition,
  type FormsQueries,
} from './text-match.ts';

/** The period column of each date range a tender search filters by. */
export const TENDER_PERIODS: Partial<Record<DateRangeKey, string>> = {
  enquiry: 'enquiry_period',
  tender: 'tender_period',
  auction: 'auction_period',
  award: 'award_period',
  qualification: 'qualification_period',
};

/** The range overlaps [from, to); an open bound is unbounded. */
export const rangeCondition = (column: string, range: InstantRange, params: SqlParams): string => {
  const from = range.from ? params.add(range.from.toISOString()) : 'NULL';
  const to = range.to ? params.add(range.to.toISOString()) : 'NULL';
  return `${column} && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')`;
};

/** The bounds of a range of values over an amount column (or expression). */
const valueRange = (
  value: NonNullable<SearchFilters['value']>,
  amount: string,
  params: SqlParams,
): string[] => [
  ...(value.min === undefined ? [] : [`${amount} >= ${params.add(value.min)}::double precision`]),
  ...(value.max === undefined ? [] : [`${amount} <= ${params.add(value.max)}::double precision`]),
];

/** A range of UAH values over a section's amount and currency columns (or expressions). */
export const valueConditions = (
  value: SearchFilters['value'],
  { amount, currency }: { amount: string; currency: string },
  params: SqlParams,
): string[] => (value ? [`${currency} = 'UAH'`, ...valueRange(value, amount, params)] : []);

/** The date ranges asked for, over the period column (or expression) a section has for each. */
export const dateConditions = (
  dates: SearchFilters['dates'],
  periods: Partial<Record<DateRangeKey, string>>,
  params: SqlParams,
): string[] =>
  (Object.entries(dates) as [DateRangeKey, InstantRange][]).flatMap(([key, range]) => {
    const period = periods[key];
    return period ? [rangeCondition(`(${period})`, range, params)] : [];
  });

/**
 * The list filters of a tender search and the search table's column each tests, in the order the
 * WHERE tests them: a scalar column equals one of the values; an array column shares one.
 */
export const TENDER_LIST_FILTERS = [
  { filter: 'buyer', column: 'buyer_ids', array: true },
  { filter: 'tenderer', column: 'tenderer_ids', array: true },
  { filter: 'procuringEntity', column: 'procuring_entity_id', array: false },
  { filter: 'funders', column: 'funder_ids', array: true },
  { filter: 'status', column: 'status', array: false },
  { filter: 'region', column: 'region', array: false },
  { filter: 'cpv', column: 'cpv_codes', array: true },
  { filter: 'cpvMask', column: 'cpv_prefixes', array: true },
  { filter: 'procType', column: 'procurement_method_type', array: false },
  { filter: 'procRationale', column: 'proc_rationale', array: false },
  { filter: 'milestone', column: 'milestone_codes', array: true },
  { filter: 'group', column: 'main_category', array: false },
  { filter: 'awardCriteria', column: 'award_criteria', array: false },
  { filter: 'flags', column: 'flag_codes', array: true },
] as const satisfies readonly { filter: keyof SearchFilters; column: string; array: boolean }[];

/**
 * A tender's search vector, as the two parts of the text index hold it (migration 018): a real
 * tender's, and a test tender's. The planner's statistics of each part count its own tenders.
 */
const REAL_VECTOR = '(CASE WHEN is_test THEN NULL ELSE search_tsv END)';
const TEST_VECTOR = '(CASE WHEN is_test THEN search_tsv END)';

/** The search vectors of a search's tenders: real ones', and test ones' with mode=test. */
const vectorsOf = (filters: SearchFilters): string[] =>
  filters.includeTest ? [REAL_VECTOR, TEST_VECTOR] : [REAL_VECTOR];

/**
 * A real tender's title vector, as its index holds it (migration 020); a search with mode=test
 * tests every tender's title vector, which no index holds.
 */
const REAL_TITLE = '(CASE WHEN is_test THEN NULL ELSE title_tsv END)';

/**
 * How a search leaves test tenders out: none with mode=test; REAL_ONLY_UNPROVEN when its words
 * are matched in a real tenders' text index, unless a filter's index of real tenders (status,
 * procedure type, region, value: migration 014), which the planner rightly ANDs with the text's,
 * needs `NOT is_test` proven.
 */
const realOnly = (filters: SearchFilters, realWords: boolean): string[] => {
  if (filters.includeTest) return [];
  const { status, procType, region, value } = filters;
  const filterIndexed = status.length + procType.length + region.length > 0 || value !== undefined;
  return [realWords && !filterIndexed ? REAL_ONLY_UNPROVEN : REAL_ONLY];
};

/**
 * The WHERE conditions of a tender search over its search table (migration 014), joined with AND;
 * test tenders are left out unless mode=test. `realWords`: a condition the caller adds matches
 * words in an index of real tenders.
 */
export const tenderConditions = (
  filters: SearchFilters,
  params: SqlParams,
  { realWords = false }: { realWords?: boolean } = {},
): string[] => {
  const needle = needleOf(filters.text);
  const words = needle !== '' && !isCodeLike(needle);
  const conditions: string[] = realOnly(filters, realWords || words);
  for (const { filter, column, array } of TENDER_LIST_FILTERS) {
    const values = filters[filter];
    if (values.length === 0) continue;
    // One value as an equality, which an index can serve together with the sort that follows it.
    if (array) conditions.push(`${column} && ${params.add(values)}::text[]`);
    else if (values.length === 1) conditions.push(`${column} = ${params.add(values[0])}`);
    else conditions.push(`${column} = ANY(${params.add(values)}::text[])`);
  }
  conditions.push(
    ...valueConditions(
      filters.value,
      { amount: 'value_amount', currency: 'value_currency' },
      params,
    ),
    ...dateConditions(filters.dates, TENDER_PERIODS, params),
  );
  if (filters.localShare === 0) conditions.push('local_share IS NULL');
  else if (filters.localShare !== undefined) {
    conditions.push(`local_share >= ${params.add(filters.localShare)}::double precision`);
  }
  // Last, so a row the other conditions reject is not tested against its search vector.
  if (needle) {
    conditions.push(
      textCondition(needle, params, { tsv: vectorsOf(filters), codes: 'search_codes' }),
    );
  }
  return conditions;
};

/** The relevance sort of a text's tenders: none without words to rank by. */
const relevanceOf = (filters: SearchFilters) =>
  filters.sort?.key === 'relevance' ? formsQueries(needleOf(filters.text)) : undefined;

/** Sorted by relevance without a text: the default order. */
const isDefaultOrder = (filters: SearchFilters): boolean =>
  filters.sort?.key === 'relevance' && relevanceOf(filters) === undefined;

/**
 * The conditions that lead an index of real tenders in the search's order, when it has them: in
 * the default order, one value of status and procedure type, status, procedure type or region
 * (migration 014); sorted by value, the range of values asked for. A page walking that index
 * passes only their rows.
 */
export const tenderSortIndexScope = (
  filters: SearchFilters,
): ((params: SqlParams) => string[]) | undefined => {
  if (filters.includeTest) return undefined;
  const { value } = filters;
  if (filters.sort?.key === 'value' && value) {
    return (params) => [REAL_ONLY, ...valueRange(value, 'value_amount', params)];
  }
  if (filters.sort && !isDefaultOrder(filters)) return undefined;
  const one = (values: readonly string[]): string | undefined =>
    values.length === 1 ? values[0] : undefined;
  const [status, type, region] = [one(filters.status), one(filters.procType), one(filters.region)];
  const leading: [string, string][] =
    status !== undefined && type !== undefined
      ? [
          ['status', status],
          ['procurement_method_type', type],
        ]
      : status !== undefined
        ? [['status', status]]
        : type !== undefined
          ? [['procurement_method_type', type]]
          : region !== undefined
            ? [['region', region]]
            : [];
  if (leading.length === 0) return undefined;
  return (params) => [
    REAL_ONLY,
    ...leading.map(([column, value]) => `${column} = ${params.add(value)}`),
  ];
};

/**
 * Whether the order may follow an index: relevance, and whether a code is matched exactly
 * (tenderOrder's first key with code-like text), are computed for each match.
 */
export const tenderOrderIndexed = (filters: SearchFilters): boolean =>
  relevanceOf(filters) === undefined && !isCodeLike(needleOf(filters.text));

/** Whether a vector (the whole search vector, or the title's) matches a tsquery. */
const vectorMatches = (vector: string, query: string, params: SqlParams): string =>
  `${vector} @@ to_tsquery('simple', ${params.add(query)})`;

/**
 * The relevance of a match, lower first: 0 every word in the title, next to each other there;
 * 1 in the title apart; 2 elsewhere, next to each other; 3 elsewhere apart. The title's words
 * have a small vector of their own (migration 019), so the title tiers never read the whole
 * search vector.
 */
const relevanceKey = ({ match, near }: FormsQueries, params: SqlParams): string => {
  const title = vectorMatches('title_tsv', match, params);
  if (!near) return `(CASE WHEN ${title} THEN 0 ELSE 2 END)`;
  const nearInTitle = vectorMatches('title_tsv', near, params);
  const nearElsewhere = vectorMatches('search_tsv', near, params);
  return `(CASE WHEN ${title} THEN (CASE WHEN ${nearInTitle} THEN 0 ELSE 1 END)
    ELSE (CASE WHEN ${nearElsewhere} THEN 2 ELSE 3 END) END)`;
};

/**
 * The relevance order as its tiers (relevanceKey's values), each newest changed first as in the
 * default order, whose indexes a tier's search walks. A tier's text conditions come before the
 * others, the cheapest first: PostgreSQL tests a row's conditions as written when their costs
 * tie, and the title's small vector rejects most rows before the whole search vector is unpacked.
 * None for code-like text, which is ordered by an exact match first.
 */
export const tenderRelevanceTiers = (filters: SearchFilters): OrderTiers | undefined => {
  const relevance = relevanceOf(filters);
  if (!relevance || isCodeLike(needleOf(filters.text))) return undefined;
  const { match, near } = relevance;
  const byDefault = { ...filters, sort: undefined };
  const title = filters.includeTest ? 'title_tsv' : REAL_TITLE;
  const anyVector = (query: string, params: SqlParams): string =>
    `(${vectorsOf(filters)
      .map((vector) => vectorMatches(vector, query, params))
      .join(' OR ')})`;
  type Text = (params: SqlParams) => string;
  const not =
    (condition: Text): Text =>
    (params) =>
      `(${condition(params)}) IS NOT TRUE`;
  const inTitle: Text = (params) => vectorMatches(title, match, params);
  const matches: Text = (params) => anyVector(match, params);
  const tier =
    (...text: Text[]) =>
    (params: SqlParams): string[] => [
      ...text.map((condition) => condition(params)),
      ...tenderConditions({ ...filters, text: undefined }, params, { realWords: true }),
    ];
  const within = {
    order: (params: SqlParams, options: { useIndex: boolean }) =>
      tenderOrder(byDefault, params, options),
    scope: tenderSortIndexScope(byDefault),
  };
  if (!near) return { ...within, tiers: [tier(inTitle), tier(not(inTitle), matches)] };
  const nearInTitle: Text = (params) => vectorMatches('title_tsv', near, params);
  const nearAnywhere: Text = (params) => anyVector(near, params);
  return {
    ...within,
    guessedLow: true,
    tiers: [
      tier(inTitle, nearInTitle),
      tier(inTitle, not(nearInTitle)),
      tier(not(inTitle), nearAnywhere),
      tier(not(inTitle), not(nearAnywhere), matches),
    ],
  };
};

/**
 * ORDER BY of a tender search: an exact tenderID or registry code first (codes have digits),
 * then the sort asked for, else the latest changed; ties by id. Relevance ranks each match
 * (relevanceKey), then the latest changed. Without `useIndex` the sort key is an expression no
 * index serves, so the matches are read and sorted instead of walking the index until enough of
 * them turn up.
 */
export const tenderOrder = (
  filters: SearchFilters,
  params: SqlParams,
  { useIndex }: { useIndex: boolean },
): string => {
  const keys: string[] = [];
  const needle = needleOf(filters.text);
  if (isCodeLike(needle)) {
    const exact = params.add(needle);
    keys.push(
      `(lower(tender_id) = ${exact} OR procuring_entity_id = ${exact}` +
        ` OR ${exact} = ANY(buyer_ids) OR ${exact} = ANY(tenderer_ids)) DESC`,
    );
  }
  const relevance = relevanceOf(filters);
  if (relevance) keys.push(relevanceKey(relevance, params));
  const sort = relevance || isDefaultOrder(filters) ? undefined : filters.sort;
  const [column, direction] = sort
    ? [
        sort.key === 'value' ? 'value_amount' : 'published_at',
        sort.order === 'asc' ? 'ASC' : 'DESC',
      ]
    : ['date_modified', 'DESC'];
  const zero = column === 'value_amount' ? '0' : `interval '0 s'`;
  const key = useIndex ? column : `(${column} + ${zero})`;
  keys.push(`${key} ${direction}${sort ? ' NULLS LAST' : ''}`, 'id');
  return keys.join(', ');
};

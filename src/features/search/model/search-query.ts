import { PAGING } from '../../../../contract/api';
import type { Lang, SearchSection } from '../../../../contract/api';
import {
  LOCAL_SHARE_OPTIONS,
  SECTION_FILTERS,
  SECTION_SORTS,
  SORT_ORDERS,
} from '../../../../contract/search';
import type {
  DateRange,
  DateRangeKey,
  FilterKey,
  SearchFilterQuery,
} from '../../../../contract/search';
import { paths } from '../../../../contract/routes/paths';
import { QUERY_LIMITS, parse, stringify } from '../../../lib/query';

/** The filters that hold a list (one value in the URL is a list of one). */
export const LIST_KEYS = [
  'buyer',
  'tenderer',
  'vendor',
  'procuringEntity',
  'funders',
  'year',
  'status',
  'region',
  'cpv',
  'cpv_mask',
  'proc_type',
  'proc_rationale',
  'group',
  'awardCriteria',
  'framework_types',
  'flags',
] as const satisfies readonly FilterKey[];

/** The order the parameters are written in, so one search has one address. */
export const KEY_ORDER = [
  'text',
  'status',
  'region',
  'cpv',
  'cpv_mask',
  'proc_type',
  'value',
  'date',
  'buyer',
  'tenderer',
  'vendor',
  'procuringEntity',
  'funders',
  'year',
  'proc_rationale',
  'milestone',
  'awardCriteria',
  'local_share',
  'flags',
  'framework_types',
  'group',
  'mode',
  'sort_by',
  'order',
  'page',
  'per_page',
] as const satisfies readonly FilterKey[];

/** Parsed query parameters, before they are checked. */
export type Raw = Record<string, unknown>;

export const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const single = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Distinct non-empty values, as many as a list may have. */
const list = (value: unknown): string[] | undefined => {
  const values = (Array.isArray(value) ? value : [value])
    .map(single)
    .filter((v) => v !== undefined);
  const distinct = [...new Set(values)].slice(0, QUERY_LIMITS.arrayLimit);
  return distinct.length > 0 ? distinct : undefined;
};

const range = (value: unknown): DateRange | undefined => {
  if (!isRecord(value)) return undefined;
  const start = single(value.start);
  const end = single(value.end);
  if (start === undefined && end === undefined) return undefined;
  return { ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) };
};

const oneOf = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  options.find((option) => option === single(value));

const positive = (value: unknown): number | undefined => {
  const text = single(value);
  return text !== undefined && /^\d{1,9}$/.test(text) && Number(text) >= 1
    ? Number(text)
    : undefined;
};

const sectionKeys = (section: SearchSection): ReadonlySet<string> =>
  new Set<string>(SECTION_FILTERS[section].keys);

/** The page size of a search: its per_page within 1–1,000, else the API's default. */
export function perPageOf(query: SearchFilterQuery): number {
  const size = positive(query.per_page);
  return size === undefined ? PAGING.defaultPerPage : Math.min(size, PAGING.maxPerPage);
}

/** The page of a search, 1 when absent. */
export function pageOf(query: SearchFilterQuery): number {
  return positive(query.page) ?? 1;
}

/** The last page the 10,000-result window reaches at this page size. */
export const lastWindowPage = (perPage: number): number =>
  Math.max(1, Math.floor(PAGING.window / perPage));

function cleanValue(section: SearchSection, key: FilterKey, raw: Raw): unknown {
  const value = raw[key];
  if ((LIST_KEYS as readonly string[]).includes(key)) return list(value);
  switch (key) {
    case 'text':
      return single(value);
    case 'value': {
      const amount = isRecord(value) ? range(value.amount) : undefined;
      return amount ? { currency: 'UAH', amount } : undefined;
    }
    case 'date': {
      if (!isRecord(value)) return undefined;
      const periods: readonly DateRangeKey[] = SECTION_FILTERS[section].dates;
      const dates = Object.fromEntries(
        periods.flatMap((period) => {
          const found = range(value[period]);
          return found ? [[period, found]] : [];
        }),
      );
      return Object.keys(dates).length > 0 ? dates : undefined;
    }
    case 'milestone': {
      const code = isRecord(value) ? list(value.code) : undefined;
      return code ? { code } : undefined;
    }
    case 'local_share':
      return oneOf(value, LOCAL_SHARE_OPTIONS.map(String));
    case 'mode':
      return oneOf(value, ['test']);
    case 'sort_by':
      return oneOf(value, SECTION_SORTS[section]);
    case 'order':
      return oneOf(raw.sort_by, SECTION_SORTS[section]) ? oneOf(value, SORT_ORDERS) : undefined;
    case 'per_page': {
      const size = positive(value);
      return size !== undefined && size <= PAGING.maxPerPage && size !== PAGING.defaultPerPage
        ? String(size)
        : undefined;
    }
    case 'page': {
      const page = positive(value);
      const last = lastWindowPage(perPageOf({ per_page: single(raw.per_page) }));
      return page !== undefined && page > 1 ? String(Math.min(page, last)) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A search valid for the section, in the filter-query shape: keys the section does not
 * take are dropped, so are empty values (empty text, lists, ranges and objects), the
 * value range is in UAH, an order needs a sort, the page stays within the 10,000-result window
 * and page 1 is implied. Lists are lists even when given one value.
 */
export function cleanQuery(
  section: SearchSection,
  raw: SearchFilterQuery | Raw,
): SearchFilterQuery {
  const source: Raw = { ...raw };
  const allowed = sectionKeys(section);
  const query: Raw = {};
  for (const key of KEY_ORDER) {
    if (!allowed.has(key)) continue;
    const value = cleanValue(section, key, source);
    if (value !== undefined) query[key] = value;
  }
  return query;
}

/**
 * The search a list URL's query string (no '?') holds; one the API would refuse is the default.
 * `prepare` reshapes the parsed parameters first (what a form sent without scripts).
 */
export function readSearchQuery(
  section: SearchSection,
  search: string,
  prepare: (raw: Raw) => Raw = (raw) => raw,
): SearchFilterQuery {
  try {
    return cleanQuery(section, prepare(parse(search)));
  } catch (error) {
    console.warn('The search in the address is over the query limits', error);
    return {};
  }
}

/** The query string of a search, as the API reads it ('' for the default search). */
export function toQueryString(section: SearchSection, query: SearchFilterQuery): string {
  return stringify(cleanQuery(section, query));
}

/**
 * The search as a form's hidden fields (name and value), so that a form submitted without
 * scripts keeps what its own controls do not send.
 */
export function hiddenFields(
  section: SearchSection,
  query: SearchFilterQuery,
): [name: string, value: string][] {
  return [...new URLSearchParams(toQueryString(section, query))];
}

/** The address of a search: the section's path with the search as its query string. */
export function searchHref(section: SearchSection, query: SearchFilterQuery): string {
  const search = toQueryString(section, query);
  return search === '' ? paths.search(section) : `${paths.search(section)}?${search}`;
}

/** The same search from its first page. */
export function withoutPage(query: SearchFilterQuery): SearchFilterQuery {
  const next = { ...query };
  delete next.page;
  return next;
}

/** The same search on another page. */
export function withPage(query: SearchFilterQuery, page: number): SearchFilterQuery {
  return page > 1 ? { ...query, page: String(page) } : withoutPage(query);
}

/**
 * The CSV of the whole search (up to the result window): the same query without paging, with
 * the interface's language for its headings and labels.
 */
export function csvHref(
  apiBase: string,
  section: SearchSection,
  query: SearchFilterQuery,
  lang: Lang,
): string {
  const search = toQueryString(section, { ...withoutPage(query), per_page: undefined });
  return `${apiBase}/search/${section}.csv?${search === '' ? '' : `${search}&`}lang=${lang}`;
}

/**
 * The tender search as an Atom feed of its 50 newest matches, at the site's root (not the API's
 * base): a feed reader is given this address.
 */
export function feedHref(query: SearchFilterQuery, lang: Lang): string {
  const search = toQueryString('tender', { ...withoutPage(query), per_page: undefined });
  return `/feeds/tender.atom?${search === '' ? '' : `${search}&`}lang=${lang}`;
}

/** The OCDS releases of the whole tender search (JSON Lines): the CSV's query, another file. */
export function ocdsHref(apiBase: string, query: SearchFilterQuery, lang: Lang): string {
  return csvHref(apiBase, 'tender', query, lang).replace(
    '/search/tender.csv',
    '/search/tender.ocds.jsonl',
  );
}

import {
  LOCAL_SHARE_OPTIONS,
  SEARCH_MODES,
  SECTION_FILTERS,
  SECTION_SORTS,
  SORT_ORDERS,
  type DateRangeKey,
  type SearchFilterQuery,
} from '../../contract/search.ts';
import type { SearchSection } from '../../contract/api.ts';
import { FLAG_CODES, type FlagCode } from '../../contract/flags.ts';
import { BadRequestError } from '../http/errors.ts';
import { cpvDigits, cpvMask } from './cpv.ts';
import type { InstantRange, SearchFilters } from './filters.ts';
import { readDateBound } from './date-bound.ts';
import { readAmount, readList, readObject, readOption, readSingle } from './query-readers.ts';
import {
  CPV_CODE,
  CPV_MASK,
  DICTIONARY_CODE,
  MAX_TEXT,
  REGION,
  REGISTRY_CODE,
  YEAR,
} from './value-rules.ts';

type Query = Partial<Record<keyof SearchFilterQuery, unknown>>;

const FIRST_PLAN_YEAR = 2016;

const checkKeys = (query: Record<string, unknown>, section: SearchSection): Query => {
  const allowed: readonly string[] = SECTION_FILTERS[section].keys;
  const unknown = Object.keys(query).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw new BadRequestError(
      `Unknown parameter "${unknown[0]?.slice(0, 40) ?? ''}" for the ${section} search: ` +
        `use ${allowed.join(', ')}`,
    );
  }
  return query;
};

const readText = (raw: unknown): string | undefined => {
  // Control characters (NUL above all) cannot be stored in PostgreSQL text: they separate words.
  const text =
    readSingle(raw, 'text')
      ?.replace(/\p{Cc}+/gu, ' ')
      .trim() || undefined;
  if (text !== undefined && text.length > MAX_TEXT) {
    throw new BadRequestError(`"text" is longer than ${MAX_TEXT} characters`);
  }
  return text;
};

const readYears = (raw: unknown): number[] => {
  const last = new Date().getUTCFullYear() + 2;
  return readList(raw, 'year', YEAR).map((text) => {
    const year = Number(text);
    if (year < FIRST_PLAN_YEAR || year > last) {
      throw new BadRequestError(`"year" must be from ${FIRST_PLAN_YEAR} to ${last}`);
    }
    return year;
  });
};

const readValue = (raw: unknown): SearchFilters['value'] => {
  const value = readObject(raw, 'value', ['currency', 'amount']);
  if (!value) return undefined;
  const currency = readSingle(value.currency, 'value[currency]');
  if (currency !== undefined && currency !== 'UAH') {
    throw new BadRequestError(`"value[currency]" must be UAH: the value filter is in hryvnias`);
  }
  const amount = readObject(value.amount, 'value[amount]', ['start', 'end']);
  const min = readAmount(amount?.start, 'value[amount][start]');
  const max = readAmount(amount?.end, 'value[amount][end]');
  if (min !== undefined && max !== undefined && min > max) {
    throw new BadRequestError(`"value[amount][start]" is greater than "value[amount][end]"`);
  }
  return min === undefined && max === undefined ? undefined : { min, max };
};

const readDates = (
  raw: unknown,
  section: SearchSection,
): Partial<Record<DateRangeKey, InstantRange>> => {
  const periods: readonly DateRangeKey[] = SECTION_FILTERS[section].dates;
  const date = readObject(raw, 'date', periods);
  const ranges: Partial<Record<DateRangeKey, InstantRange>> = {};
  for (const period of periods) {
    const range = readObject(date?.[period], `date[${period}]`, ['start', 'end']);
    const start = readSingle(range?.start, `date[${period}][start]`);
    const end = readSingle(range?.end, `date[${period}][end]`);
    const from =
      start === undefined ? undefined : readDateBound(start, `date[${period}][start]`, 'start');
    const to = end === undefined ? undefined : readDateBound(end, `date[${period}][end]`, 'end');
    if (from && to && from >= to) {
      throw new BadRequestError(`"date[${period}][start]" is after "date[${period}][end]"`);
    }
    if (from ?? to) ranges[period] = { from, to };
  }
  return ranges;
};

const readSort = (query: Query, section: SearchSection): SearchFilters['sort'] => {
  const key = readOption(query.sort_by, 'sort_by', SECTION_SORTS[section]);
  const order = readOption(query.order, 'order', SORT_ORDERS);
  if (key === undefined) {
    if (order !== undefined) throw new BadRequestError(`"order" needs "sort_by"`);
    return undefined;
  }
  return { key, order: order ?? 'desc' };
};

const readLocalShare = (raw: unknown): number | undefined =>
  readOption(raw, 'local_share', LOCAL_SHARE_OPTIONS);

const readMilestone = (raw: unknown): string[] =>
  readList(readObject(raw, 'milestone', ['code'])?.code, 'milestone[code]', DICTIONARY_CODE);

/** Red-flag codes: each one of FLAG_CODES (an unknown code is a mistake, not an empty search). */
const readFlags = (raw: unknown): FlagCode[] =>
  readList(raw, 'flags', DICTIONARY_CODE).map((value) => {
    const code = FLAG_CODES.find((known) => known === value);
    if (code === undefined) {
      throw new BadRequestError(
        `"flags" has ${JSON.stringify(value)}: use one of ${FLAG_CODES.join(', ')}`,
      );
    }
    return code;
  });

const readCpvMasks = (raw: unknown): string[] =>
  readList(raw, 'cpv_mask', CPV_MASK).map((value) => {
    const digits = cpvDigits(value);
    return digits === undefined ? value : cpvMask(digits);
  });

/**
 * The query of /api/search/{section} as validated filters. Unknown keys, malformed values and
 * values out of range are a BadRequestError; well-formed values that match nothing find nothing.
 * page and per_page are read by readPaging.
 */
export const parseFilters = (
  raw: Record<string, unknown>,
  section: SearchSection,
): SearchFilters => {
  const query = checkKeys(raw, section);
  const filterType = readSingle(query.filterType, 'filterType');
  if (filterType !== undefined && filterType !== section) {
    throw new BadRequestError(
      `"filterType" is "${filterType.slice(0, 40)}" but this is the ${section} search`,
    );
  }
  const codes = (name: keyof Query): string[] => readList(query[name], name, DICTIONARY_CODE);
  return {
    text: readText(query.text),
    buyer: readList(query.buyer, 'buyer', REGISTRY_CODE),
    tenderer: readList(query.tenderer, 'tenderer', REGISTRY_CODE),
    vendor: readList(query.vendor, 'vendor', REGISTRY_CODE),
    procuringEntity: readList(query.procuringEntity, 'procuringEntity', REGISTRY_CODE),
    funders: readList(query.funders, 'funders', REGISTRY_CODE),
    year: readYears(query.year),
    status: codes('status'),
    region: readList(query.region, 'region', REGION),
    cpv: readList(query.cpv, 'cpv', CPV_CODE).map((code) => cpvDigits(code) ?? code),
    cpvMask: readCpvMasks(query.cpv_mask),
    procType: codes('proc_type'),
    value: readValue(query.value),
    dates: readDates(query.date, section),
    procRationale: codes('proc_rationale'),
    milestone: readMilestone(query.milestone),
    group: codes('group'),
    awardCriteria: codes('awardCriteria'),
    localShare: readLocalShare(query.local_share),
    frameworkTypes: codes('framework_types'),
    flags: readFlags(query.flags),
    sort: readSort(query, section),
    includeTest: readOption(query.mode, 'mode', SEARCH_MODES) === 'test',
  };
};

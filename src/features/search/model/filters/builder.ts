import type { DateRange, DateRangeKey, SearchFilterQuery } from '../../../../../contract/search';
import { stringify } from '../../../../lib/query';
import type { LIST_KEYS } from '../search-query';

/**
 * The filter builder: each setter returns the next search. An undefined value is
 * ignored with the warning "Param <name> is undefined" (to clear a filter, pass '' or []);
 * empty text, empty lists and empty ranges are removed, and so is every emptied object.
 */

/** Keys whose value is a list of codes (the products' `group` is not a filter of the panel). */
export type ListFilterKey = Exclude<(typeof LIST_KEYS)[number], 'group'>;

export interface AmountRange {
  start?: string;
  end?: string;
}

const warnUndefined = (name: string): void => {
  console.warn(`Param ${name} is undefined`);
};

/** A list parameter as an array (the query may hold a single value). */
export const listOf = (value: string | readonly string[] | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : [...value];

const cleanList = (values: readonly string[]): string[] => [
  ...new Set(values.map((value) => value.trim()).filter((value) => value !== '')),
];

const without = (query: SearchFilterQuery, key: keyof SearchFilterQuery): SearchFilterQuery =>
  Object.fromEntries(Object.entries(query).filter(([name]) => name !== key));

export function setList(
  query: SearchFilterQuery,
  key: ListFilterKey,
  values: readonly string[] | undefined,
): SearchFilterQuery {
  if (values === undefined) {
    warnUndefined(key);
    return query;
  }
  const list = cleanList(values);
  return list.length === 0 ? without(query, key) : { ...without(query, key), [key]: list };
}

/** Adds one value to a list (once). */
export const addToList = (
  query: SearchFilterQuery,
  key: ListFilterKey,
  value: string,
): SearchFilterQuery => setList(query, key, [...listOf(query[key]), value]);

/** Removes one value from a list. */
export const removeFromList = (
  query: SearchFilterQuery,
  key: ListFilterKey,
  value: string,
): SearchFilterQuery =>
  setList(
    query,
    key,
    listOf(query[key]).filter((entry) => entry !== value),
  );

export function setText(query: SearchFilterQuery, text: string | undefined): SearchFilterQuery {
  if (text === undefined) {
    warnUndefined('text');
    return query;
  }
  const trimmed = text.trim();
  return trimmed === '' ? without(query, 'text') : { ...query, text: trimmed };
}

/** '1 000,50' → '1000.5'; anything that is not a number ≥ 0 → undefined. */
export function normalizeAmount(input: string): string | undefined {
  const compact = input.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(compact)) return undefined;
  return String(Number(compact));
}

/** The value range in UAH (the currency is always UAH); the bounds in order. */
export function setAmount(
  query: SearchFilterQuery,
  range: AmountRange | undefined,
): SearchFilterQuery {
  if (range === undefined) {
    warnUndefined('value');
    return query;
  }
  let start = range.start === undefined ? undefined : normalizeAmount(range.start);
  let end = range.end === undefined ? undefined : normalizeAmount(range.end);
  if (start !== undefined && end !== undefined && Number(start) > Number(end)) {
    [start, end] = [end, start];
  }
  if (start === undefined && end === undefined) return without(query, 'value');
  const amount: AmountRange = {};
  if (start !== undefined) amount.start = start;
  if (end !== undefined) amount.end = end;
  return { ...query, value: { currency: 'UAH', amount } };
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** One date range; bounds that are not dates are dropped, reversed bounds swapped. */
export function setDateRange(
  query: SearchFilterQuery,
  period: DateRangeKey,
  range: DateRange | undefined,
): SearchFilterQuery {
  if (range === undefined) {
    warnUndefined(`date[${period}]`);
    return query;
  }
  let start = range.start?.trim();
  let end = range.end?.trim();
  if (!start || !DATE.test(start)) start = undefined;
  if (!end || !DATE.test(end)) end = undefined;
  if (start !== undefined && end !== undefined && start.slice(0, 10) > end.slice(0, 10)) {
    [start, end] = [end, start];
  }
  const dates: Partial<Record<DateRangeKey, DateRange>> = Object.fromEntries(
    Object.entries(query.date ?? {}).filter(([name]) => name !== period),
  );
  if (start !== undefined || end !== undefined) {
    dates[period] = {
      ...(start === undefined ? {} : { start }),
      ...(end === undefined ? {} : { end }),
    };
  }
  return Object.keys(dates).length === 0 ? without(query, 'date') : { ...query, date: dates };
}

/** milestone[code]: a list of milestone codes. */
export function setMilestones(
  query: SearchFilterQuery,
  codes: readonly string[] | undefined,
): SearchFilterQuery {
  if (codes === undefined) {
    warnUndefined('milestone');
    return query;
  }
  const list = cleanList(codes);
  return list.length === 0 ? without(query, 'milestone') : { ...query, milestone: { code: list } };
}

/** One localisation level option; '' removes the filter. */
export function setLocalShare(
  query: SearchFilterQuery,
  option: string | undefined,
): SearchFilterQuery {
  if (option === undefined) {
    warnUndefined('local_share');
    return query;
  }
  return option.trim() === ''
    ? without(query, 'local_share')
    : { ...query, local_share: option.trim() };
}

/** mode=test: the test procurements are included. */
export function setTestMode(query: SearchFilterQuery, on: boolean | undefined): SearchFilterQuery {
  if (on === undefined) {
    warnUndefined('mode');
    return query;
  }
  return on ? { ...query, mode: 'test' } : without(query, 'mode');
}

/** The search without its page: a changed filter starts again on page 1. */
export const withoutPage = (query: SearchFilterQuery): SearchFilterQuery => without(query, 'page');

/** What "clear all" keeps: the text of the screen's box, the sort and the page size. */
export function clearFilters(query: SearchFilterQuery): SearchFilterQuery {
  const kept: SearchFilterQuery = {};
  if (query.text !== undefined) kept.text = query.text;
  if (query.sort_by !== undefined) kept.sort_by = query.sort_by;
  if (query.order !== undefined) kept.order = query.order;
  if (query.per_page !== undefined) kept.per_page = query.per_page;
  return kept;
}

/**
 * Whether the draft holds what the search does not yet: typed values (codes, amounts, dates)
 * that wait for "apply" where clicks apply at once.
 */
export function waitsToApply(draft: SearchFilterQuery, query: SearchFilterQuery): boolean {
  return stringify(withoutPage(draft)) !== stringify(withoutPage(query));
}

/** Whether a typed filter's part of the draft differs from the applied search's (it waits). */
export const differs = (draft: unknown, applied: unknown): boolean =>
  JSON.stringify(draft ?? null) !== JSON.stringify(applied ?? null);

import type { SearchSection } from '../../../../../contract/api';
import type { DateRangeKey, FilterKey } from '../../../../../contract/search';
import type { DictionaryKey } from '../../../../../contract/static-data';
import type { ListFilterKey } from './builder';

/** A list of codes picked from a reference dictionary (checkboxes). */
export interface OptionsFilter {
  kind: 'options';
  id: 'status' | 'proc_type' | 'region' | 'awardCriteria' | 'proc_rationale' | 'funders';
  key: ListFilterKey;
  dictionary: DictionaryKey;
  /** A box above the list narrows it by name (placeholder 'region name'). */
  byName?: true;
}

export interface FrameworkTypesFilter {
  kind: 'options';
  id: 'framework_types';
  key: 'framework_types';
  dictionary: 'framework_types';
}

/** milestone[code]: codes of the milestone_codes dictionary. */
export interface MilestoneFilter {
  kind: 'milestone';
  id: 'milestone';
  dictionary: 'milestone_codes';
}

/** Registry (EDRPOU) codes typed in; a name goes into the text search. */
export interface CodesFilter {
  kind: 'codes';
  id: 'buyer' | 'tenderer' | 'procuringEntity' | 'vendor';
  key: 'buyer' | 'tenderer' | 'procuringEntity' | 'vendor';
}

export interface CpvFilter {
  kind: 'cpv';
  id: 'cpv';
}

export interface AmountFilter {
  kind: 'amount';
  id: 'value';
}

export interface DatesFilter {
  kind: 'dates';
  id: `date.${DateRangeKey}`;
  period: DateRangeKey;
}

export interface YearFilter {
  kind: 'year';
  id: 'year';
}

export interface LocalShareFilter {
  kind: 'localShare';
  id: 'local_share';
}

/** flags[]: red-flag codes (contract/flags.ts), titled by the `common` namespace. */
export interface FlagsFilter {
  kind: 'flags';
  id: 'flags';
}

export type FilterSpec =
  | OptionsFilter
  | FrameworkTypesFilter
  | MilestoneFilter
  | CodesFilter
  | CpvFilter
  | AmountFilter
  | DatesFilter
  | YearFilter
  | LocalShareFilter
  | FlagsFilter;

export type FilterId = FilterSpec['id'];

const options = (
  id: OptionsFilter['id'],
  key: ListFilterKey,
  dictionary: DictionaryKey,
): OptionsFilter => ({ kind: 'options', id, key, dictionary });
const codes = (key: CodesFilter['key']): CodesFilter => ({ kind: 'codes', id: key, key });
const dates = (period: DateRangeKey): DatesFilter => ({
  kind: 'dates',
  id: `date.${period}`,
  period,
});
const CPV: CpvFilter = { kind: 'cpv', id: 'cpv' };
const VALUE: AmountFilter = { kind: 'amount', id: 'value' };
const STATUS = options('status', 'status', 'tender_statuses');
const PROC_TYPE = options('proc_type', 'proc_type', 'procurement_method_types');

/**
 * Which filters each section's panel has, in order. Every key is one the server accepts for
 * the section (SECTION_FILTERS; checked by a unit test). The text search is the screen's box.
 */
export const SECTION_FILTER_TABLE: Record<SearchSection, readonly FilterSpec[]> = {
  tender: [
    STATUS,
    PROC_TYPE,
    { ...options('region', 'region', 'regions'), byName: true },
    CPV,
    codes('buyer'),
    codes('tenderer'),
    VALUE,
    dates('tender'),
    dates('enquiry'),
    dates('auction'),
    dates('award'),
    options('awardCriteria', 'awardCriteria', 'award_criteria'),
    options('proc_rationale', 'proc_rationale', 'procurement_method_rationales'),
    { kind: 'milestone', id: 'milestone', dictionary: 'milestone_codes' },
    options('funders', 'funders', 'funders'),
    { kind: 'localShare', id: 'local_share' },
    { kind: 'flags', id: 'flags' },
  ],
  plan: [{ kind: 'year', id: 'year' }, codes('buyer'), CPV, PROC_TYPE, VALUE, dates('plan')],
  catalog: [
    STATUS,
    {
      kind: 'options',
      id: 'framework_types',
      key: 'framework_types',
      dictionary: 'framework_types',
    },
    codes('procuringEntity'),
    CPV,
    dates('qualification'),
  ],
  products: [codes('vendor'), CPV],
};

/** The query keys a filter writes. */
export function keysOfFilter(spec: FilterSpec): FilterKey[] {
  switch (spec.kind) {
    case 'options':
    case 'codes':
      return [spec.key];
    case 'milestone':
      return ['milestone'];
    case 'cpv':
      return ['cpv', 'cpv_mask'];
    case 'amount':
      return ['value'];
    case 'dates':
      return ['date'];
    case 'year':
      return ['year'];
    case 'localShare':
      return ['local_share'];
    case 'flags':
      return ['flags'];
  }
}

import type { Lang, SearchSection } from '../../../../../contract/api';
import { FLAG_CODES } from '../../../../../contract/flags';
import { LOCAL_SHARE_OPTIONS } from '../../../../../contract/search';
import type { Dictionary } from '../../../../../contract/static-data';
import { entryLabel } from '../../../../../contract/dictionary-label';
import { i18n } from '../../../../lib/i18n';
import { kyivParts } from '../../../../lib/format';
import type { FiltersT } from './labels';
import type { FrameworkTypesFilter, MilestoneFilter, OptionsFilter } from './sections';

export interface FilterOption {
  value: string;
  label: string;
}

/** Plan years: 2016 to the current year plus 2. */
export const FIRST_PLAN_YEAR = 2016;

/**
 * The statuses a framework (a qualification selection) has once published; their labels come
 * from the tender statuses dictionary, which has the same codes.
 */
export const FRAMEWORK_STATUSES = ['active', 'complete', 'unsuccessful'] as const;

/** Drafts are never published, so no search can find them. */
const isPublishedStatus = (code: string): boolean => !code.startsWith('draft');

const codesOf = (
  spec: OptionsFilter | FrameworkTypesFilter | MilestoneFilter,
  section: SearchSection,
  dictionary: Dictionary,
): string[] => {
  const codes = Object.keys(dictionary.data).filter((code) => code.trim() !== '');
  if (spec.id !== 'status') return codes;
  if (section === 'catalog') {
    return FRAMEWORK_STATUSES.filter((code) => Object.hasOwn(dictionary.data, code));
  }
  return codes.filter(isPublishedStatus);
};

/** The options of a dictionary filter in the dictionary's order, labelled in the language. */
export function dictionaryOptions(
  spec: OptionsFilter | FrameworkTypesFilter | MilestoneFilter,
  section: SearchSection,
  dictionary: Dictionary | undefined,
  lang: Lang,
): FilterOption[] {
  if (!dictionary) return [];
  return codesOf(spec, section, dictionary).map((code) => ({
    value: code,
    label: entryLabel(dictionary.data[code], lang) ?? code,
  }));
}

/** Plan years, newest first (the current year is Kyiv's). */
export function yearOptions(now: Date): FilterOption[] {
  const last = (kyivParts(now)?.year ?? FIRST_PLAN_YEAR) + 2;
  return Array.from({ length: last - FIRST_PLAN_YEAR + 1 }, (_, index) => {
    const year = String(last - index);
    return { value: year, label: year };
  });
}

/** Localisation level: 0 is "not specified", the others "more than N %". */
export function localShareOptions(t: FiltersT): FilterOption[] {
  return LOCAL_SHARE_OPTIONS.map((percent) => ({
    value: String(percent),
    label: percent === 0 ? t('localShare.notSpecified') : t('localShare.moreThan', { percent }),
  }));
}

/** The red flags, in the order the rules are listed, by their titles. */
export function flagOptions(lang: Lang): FilterOption[] {
  const t = i18n.getFixedT(lang, 'common');
  return FLAG_CODES.map((code) => ({ value: code, label: t(`redFlag.${code}`) }));
}

/**
 * The options whose label holds the typed text (any case, any spaces around it), and the
 * checked ones whatever was typed, so that a reader can always uncheck them; all for no text.
 */
export function optionsNamed(
  options: readonly FilterOption[],
  text: string,
  checked: readonly string[],
): FilterOption[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...options];
  return options.filter(
    (option) => checked.includes(option.value) || option.label.toLowerCase().includes(wanted),
  );
}

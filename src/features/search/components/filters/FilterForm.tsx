import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SearchSection } from '../../../../../contract/api';
import type { SearchFilterQuery } from '../../../../../contract/search';
import { paths } from '../../../../../contract/routes/paths';
import { stringify } from '../../../../lib/query';
import { clearFilters, waitsToApply, withoutPage } from '../../model/filters/builder';
import { chosenCpv } from '../../model/filters/cpv';
import { searchHref } from '../../model/search-query';
import { HiddenFields } from '../HiddenFields';
import { withCompanyNames } from '../../model/filters/registry-codes';
import { SECTION_FILTER_TABLE } from '../../model/filters/sections';
import type { CodesFilter } from '../../model/filters/sections';
import { FilterField } from './FilterField';
import { TestModeSwitch } from './TestModeSwitch';
import { useFilterDictionaries } from './use-filter-dictionaries';

type Names = Partial<Record<CodesFilter['key'], string[]>>;

interface FormState {
  /** The search the draft was made from. */
  key: string;
  draft: SearchFilterQuery;
  names: Names;
  resets: number;
}

export interface FilterFormProps {
  section: SearchSection;
  query: SearchFilterQuery;
  onApply: (next: SearchFilterQuery) => void;
  /**
   * Clicks (checkboxes, switches, codes) apply at once; what is typed applies on Enter or when
   * its field is left, and an "apply" button shows under a typed field while it waits.
   */
  live: boolean;
  /** The drawer's button, which applies the draft (the sidebar applies as it goes). */
  submitLabel?: string;
  idPrefix: string;
}

const applied = (draft: SearchFilterQuery, names: Names): SearchFilterQuery =>
  withoutPage(withCompanyNames(draft, Object.values(names).flat()));

/** The section's filters over a draft of the search, with "apply" and "clear all". */
export function FilterForm({
  section,
  query,
  onApply,
  live,
  submitLabel,
  idPrefix,
}: FilterFormProps) {
  const { t } = useTranslation('searchFilters');
  const queryKey = stringify(query);
  const [state, setState] = useState<FormState>({
    key: queryKey,
    draft: query,
    names: {},
    resets: 0,
  });
  const [cpvWanted, setCpvWanted] = useState(false);
  let current = state;
  if (state.key !== queryKey) {
    current = { key: queryKey, draft: query, names: {}, resets: state.resets + 1 };
    setState(current);
  }
  const dictionaries = useFilterDictionaries(section, cpvWanted || chosenCpv(query).length > 0);
  const update = (next: SearchFilterQuery, discrete: boolean): void => {
    setState((previous) => ({ ...previous, draft: next }));
    if (live && discrete) onApply(applied(next, current.names));
  };
  const onNames = (key: CodesFilter['key'], names: string[]): void => {
    setState((previous) => ({ ...previous, names: { ...previous.names, [key]: names } }));
  };
  const clearAll = (): void => {
    setState((previous) => ({
      ...previous,
      draft: clearFilters(previous.draft),
      names: {},
      resets: previous.resets + 1,
    }));
  };
  const pending = live && waitsToApply(current.draft, query);
  const commit = (): void => {
    if (pending) onApply(applied(current.draft, current.names));
  };
  const fieldProps = {
    section,
    draft: current.draft,
    counted: live ? query : current.draft,
    update,
    commit,
    live,
    resetKey: current.resets,
    dictionaries,
    idPrefix,
  };
  return (
    <form
      className="filter-form"
      method="get"
      action={paths.search(section)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply(applied(current.draft, current.names));
      }}
    >
      <HiddenFields section={section} query={clearFilters(query)} />
      <div className="filter-form__fields">
        <TestModeSwitch {...fieldProps} />
        {SECTION_FILTER_TABLE[section].map((spec) => (
          <FilterField
            key={spec.id}
            spec={spec}
            onNames={onNames}
            onCpvOpen={() => {
              setCpvWanted(true);
            }}
            {...fieldProps}
          />
        ))}
      </div>
      <div className="filter-form__actions">
        {submitLabel === undefined ? (
          <noscript>
            <button type="submit" className="button">
              {t('apply')}
            </button>
          </noscript>
        ) : (
          <button type="submit" className="button">
            {submitLabel}
          </button>
        )}
        {live ? (
          <Link
            className="button button--secondary"
            to={searchHref(section, clearFilters(query))}
            preventScrollReset
          >
            {t('clearAll')}
          </Link>
        ) : (
          <button type="button" className="button button--secondary" onClick={clearAll}>
            {t('clearAll')}
          </button>
        )}
      </div>
    </form>
  );
}

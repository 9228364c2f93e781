import type { SearchSection } from '../../../../../contract/api';
import type { SearchFilterQuery } from '../../../../../contract/search';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { toFilterChips } from '../../model/filters/chips';
import type { FilterChip } from '../../model/filters/chips';
import { chosenCpv } from '../../model/filters/cpv';
import { useFilterDictionaries } from './use-filter-dictionaries';

/** The chips of the active filters, labelled in the current language. */
export function useActiveFilterChips(
  section: SearchSection,
  query: SearchFilterQuery,
): FilterChip[] {
  const { t } = useTranslation('searchFilters');
  const lang = useLang();
  const dictionaries = useFilterDictionaries(section, chosenCpv(query).length > 0);
  return toFilterChips(section, query, { lang, t, dictionaries });
}

import type { TFunction } from 'i18next';
import type { SearchSection } from '../../../../../contract/api';
import type { FilterSpec } from './sections';

export type FiltersT = TFunction<'searchFilters'>;

/** A filter's name as its panel group and its chips show it. */
export function filterLabel(spec: FilterSpec, section: SearchSection, t: FiltersT): string {
  switch (spec.kind) {
    case 'dates':
      return t(`filter.date.${spec.period}`);
    case 'amount':
      return section === 'plan' ? t('filter.budget') : t('filter.value');
    default:
      return t(`filter.${spec.id}`);
  }
}

import type { TFunction } from 'i18next';
import type { SearchSection } from '../../../../../contract/api';
import { SECTION_FILTER_TABLE } from './sections';
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

/**
 * A filter of the address ('status', 'cpv_mask', 'date.award'…) by the name its panel group
 * gives it, so that an empty search names it as the panel does; undefined for what the panel
 * does not hold (the search text).
 */
export function queryFilterLabel(
  id: string,
  section: SearchSection,
  t: FiltersT,
): string | undefined {
  const panelId = id === 'cpv_mask' ? 'cpv' : id;
  const inSection = (specs: readonly FilterSpec[]) =>
    specs.find((candidate) => candidate.id === panelId);
  const spec =
    inSection(SECTION_FILTER_TABLE[section]) ??
    Object.values(SECTION_FILTER_TABLE).map(inSection).find(Boolean);
  return spec ? filterLabel(spec, section, t) : undefined;
}

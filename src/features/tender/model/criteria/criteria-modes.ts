import type { Criterion } from '../../../../../contract/criteria';
import type { Tender } from '../../../../../contract/tender';
import { hashIds } from '../../../../components/ui/accordion/accordion-hash';

/** The list modes: 'last edition' (active requirements) and 'history of change'. */
export type CriteriaModeId = 'active' | 'history';

export interface CriteriaMode {
  id: CriteriaModeId;
  criteria: readonly Criterion[];
}

/**
 * The tabs of a criteria block: 'last edition' always (it says 'not required' when empty),
 * 'history of change' only when some requirement was cancelled.
 */
export function criteriaModes(
  active: readonly Criterion[],
  historical: readonly Criterion[],
): CriteriaMode[] {
  const modes: CriteriaMode[] = [{ id: 'active', criteria: active }];
  if (historical.length > 0) modes.push({ id: 'history', criteria: historical });
  return modes;
}

export type CriteriaSectionName = 'language' | 'guarantee' | 'lifeCycleCost' | 'exclusion';

export interface SectionCriteria {
  active: readonly Criterion[];
  historical: readonly Criterion[];
}

/** The criteria of sections 7–10; language requirements have one tab only. */
export function sectionCriteria(tender: Tender, section: CriteriaSectionName): SectionCriteria {
  switch (section) {
    case 'language':
      return { active: tender.languageCriteria, historical: [] };
    case 'guarantee':
      return {
        active: tender.activeGuaranteeCriteria,
        historical: tender.historicalGuaranteeCriteria,
      };
    case 'lifeCycleCost':
      return {
        active: tender.activeLifeCycleCostCriteria,
        historical: tender.historicalLifeCycleCostCriteria,
      };
    case 'exclusion':
      return {
        active: tender.activeExclusionCriteria,
        historical: tender.historicalExclusionCriteria,
      };
  }
}

/** The element id of a criterion's accordion: the URL hash can name it to open it. */
export function criterionAnchor(
  prefix: string,
  mode: CriteriaModeId,
  criterion: Criterion,
  index: number,
): string {
  const id = criterion.id.replace(/[^A-Za-z0-9_-]/g, '') || String(index + 1);
  return mode === 'active' ? `${prefix}-${id}` : `${prefix}-${id}-history`;
}

/** The tab to open first: 'history' when the URL hash names one of its criteria, so a link works. */
export function initialMode(hash: string, prefix: string): CriteriaModeId {
  return hashIds(hash).some((id) => id.startsWith(`${prefix}-`) && id.endsWith('-history'))
    ? 'history'
    : 'active';
}

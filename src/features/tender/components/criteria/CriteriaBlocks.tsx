import { useTranslation } from 'react-i18next';
import type { Criterion } from '../../../../../contract/criteria';
import type { Lot } from '../../../../../contract/tender';
import { Tabs } from '../../../../components/ui/tabs/Tabs';
import { useHash } from '../../../../lib/use-hash';
import { criteriaModes, initialMode } from '../../model/criteria/criteria-modes';
import { CriteriaList } from './CriteriaList';
import './criteria.css';

export interface CriteriaBlocksProps {
  active: readonly Criterion[];
  historical: readonly Criterion[];
  /** The tender's lots, to name the lot a criterion relates to. */
  lots?: readonly Lot[];
  /** What the criteria are about (the section or item); names the tab list. */
  label?: string;
  /** The heading level of each criterion's title (default 3). */
  headingLevel?: 3 | 4 | 5;
  /** Prefix of the accordions' ids, so the URL hash can open one (default 'criterion'). */
  idPrefix?: string;
}

/**
 * "Criteria blocks": an accordion per criterion, with the 'last edition' tab and,
 * when some requirement was cancelled, the 'history of change' tab (list modes).
 */
export function CriteriaBlocks({
  active,
  historical,
  lots = [],
  label,
  headingLevel = 3,
  idPrefix = 'criterion',
}: CriteriaBlocksProps) {
  const { t } = useTranslation('tenderCriteria');
  // A hash naming a criterion of the history opens that edition.
  const mode = initialMode(useHash(), idPrefix);
  const tabs = criteriaModes(active, historical).map((mode) => ({
    id: mode.id,
    label: t(`modes.${mode.id}`),
    content: (
      <CriteriaList
        criteria={mode.criteria}
        mode={mode.id}
        lots={lots}
        headingLevel={headingLevel}
        idPrefix={idPrefix}
      />
    ),
  }));
  return (
    <div className="criteria-blocks">
      <Tabs
        key={mode}
        tabs={tabs}
        label={t('modes.label', { title: label ?? t('criterion.requirements') })}
        selected={mode}
      />
    </div>
  );
}

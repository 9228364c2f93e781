import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Criterion } from '../../../../../contract/criteria';
import type { Lot } from '../../../../../contract/tender';
import { criterionAnchor } from '../../model/criteria/criteria-modes';
import { actsCitedAbove } from '../../model/criteria/criterion-view';
import type { CriteriaModeId } from '../../model/criteria/criteria-modes';
import { CriterionAccordion } from './CriterionAccordion';

export interface CriteriaListProps {
  criteria: readonly Criterion[];
  mode: CriteriaModeId;
  lots: readonly Lot[];
  headingLevel: 3 | 4 | 5;
  idPrefix: string;
}

/** One list mode's criteria, each a closed accordion whose body renders when opened. */
export function CriteriaList({ criteria, mode, lots, headingLevel, idPrefix }: CriteriaListProps) {
  const { t } = useTranslation('tenderCriteria');
  const citedAbove = useMemo(() => actsCitedAbove(criteria), [criteria]);
  if (criteria.length === 0) return <p className="criteria-blocks__empty">{t('notRequired')}</p>;
  return (
    <div className="criteria-blocks__list">
      {criteria.map((criterion, index) => {
        const id = criterionAnchor(idPrefix, mode, criterion, index);
        return (
          <CriterionAccordion
            key={id}
            id={id}
            criterion={criterion}
            lots={lots}
            headingLevel={headingLevel}
            citedAbove={citedAbove[index]}
          />
        );
      })}
    </div>
  );
}

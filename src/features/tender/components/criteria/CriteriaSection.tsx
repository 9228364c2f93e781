import { useTranslation } from 'react-i18next';
import type { Tender } from '../../../../../contract/tender';
import { useWholeTender } from '../../partial-tender';
import { sectionCriteria } from '../../model/criteria/criteria-modes';
import type { CriteriaSectionName } from '../../model/criteria/criteria-modes';
import { TenderSection } from '../TenderSection';
import { CriteriaBlocks } from './CriteriaBlocks';

/** Details sections 7–10: the tender's criteria of one kind, in their list modes. */
export function CriteriaSection({
  tender,
  section,
}: {
  tender: Tender;
  section: CriteriaSectionName;
}) {
  const { t } = useTranslation('tenderCriteria');
  const { active, historical } = sectionCriteria(useWholeTender(tender), section);
  const title = t(`${section}.title`);
  return (
    <TenderSection section={section} title={title}>
      <CriteriaBlocks
        active={active}
        historical={historical}
        lots={tender.lots}
        label={title}
        idPrefix={`criterion-${section}`}
      />
    </TenderSection>
  );
}

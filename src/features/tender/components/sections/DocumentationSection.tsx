import type { Tender } from '../../../../../contract/tender';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useLabel } from '../../../../lib/use-reference-data';
import { toAwardCriteria } from '../../model/documentation/award-criteria';
import { toSubject } from '../../model/documentation/subject';
import { AwardCriteria } from '../documentation/AwardCriteria';
import { SubjectOfPurchase } from '../documentation/SubjectOfPurchase';
import { ItemsTable } from '../items/ItemsTable';
import { TenderSection } from '../TenderSection';
import '../documentation/documentation.css';

/** Details section 5: award criteria, features, subject of the purchase and the items. */
export function DocumentationSection({ tender }: { tender: Tender }) {
  const { t } = useTranslation('tenderDocumentation');
  const lang = useLang();
  const label = useLabel();
  return (
    <TenderSection section="documentation" title={t('documentation.title')}>
      <AwardCriteria view={toAwardCriteria(tender, lang, label)} />
      <SubjectOfPurchase view={toSubject(tender, lang, label)} />
      <ItemsTable items={tender.items} lots={tender.lots} />
    </TenderSection>
  );
}

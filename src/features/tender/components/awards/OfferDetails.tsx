import { useTranslation } from 'react-i18next';
import type { AwardGroupView } from '../../model/awards/awards-view';
import { TermsList } from '../terms/TermsList';

/** The 'offer details' tab: who the supplier is and how to reach them. */
export function OfferDetails({ group }: { group: AwardGroupView }) {
  const { t } = useTranslation('tenderAwards');
  return (
    <div className="protocol-offer">
      <h4 className="protocol-decision__heading">{t('awards.participant')}</h4>
      <TermsList rows={group.participant} />
      {/* Not a landmark: every award has one, and the customer's contact is named alike. */}
      <div className="terms-contact">
        <h5 className="protocol-decision__subheading">{t('awards.contactPoint')}</h5>
        <TermsList rows={group.contact} />
      </div>
    </div>
  );
}

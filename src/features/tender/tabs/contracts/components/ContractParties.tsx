import { useTranslation } from 'react-i18next';
import { OrgProfileLink } from '../../../../../components/org-profile-link/OrgProfileLink';
import { TermsList } from '../../../components/terms/TermsList';
import type { PartyView } from '../model/party-view';

/** The parties tab: each supplier and the buyer with identifier, address and contact. */
export function ContractParties({ parties }: { parties: readonly PartyView[] }) {
  const { t } = useTranslation('tenderContracts');
  if (parties.length === 0) return <p className="tab-entries__empty">{t('parties.none')}</p>;
  return (
    <ul className="tab-entry__cards">
      {parties.map((party) => (
        <li key={party.key} className="tab-entry__card">
          <h5 className="tab-entry__subtitle">
            {party.role}: <OrgProfileLink code={party.code} name={party.name} />
          </h5>
          <TermsList rows={party.rows} />
          <h6 className="tab-entry__subtitle tab-entry__block">{t('parties.contact')}</h6>
          <TermsList rows={party.contact} />
        </li>
      ))}
    </ul>
  );
}

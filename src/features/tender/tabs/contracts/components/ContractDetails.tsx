import { Link } from 'react-router-dom';
import { ExternalLink } from '../../../../../components/ui/external-link/ExternalLink';
import { KeyValueList } from '../../../../../components/ui/key-value-list/KeyValueList';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import { EntryDocuments } from '../../monitorings/components/EntryDocuments';
import type { ContractView } from '../model/contract-view';

/**
 * The details tab: the contract's fields, its award and lots (links), its documents; for a
 * contract known only from the tender, what its own record would add and where that is.
 */
export function ContractDetails({ contract }: { contract: ContractView }) {
  const { t } = useTranslation('tenderContracts');
  return (
    <>
      {contract.recordMissing ? (
        <p className="tab-entry__notice">
          {t(`contract.recordMissing.${contract.recordMissing}`)}
          {contract.recordUrl ? (
            <>
              {' '}
              <ExternalLink href={contract.recordUrl}>{t('contract.recordLink')}</ExternalLink>
            </>
          ) : null}
        </p>
      ) : null}
      <TermsList rows={contract.details} />
      <KeyValueList
        items={[
          {
            id: 'award',
            label: t('contract.award'),
            value: contract.award ? (
              <Link to={contract.award.to}>{contract.award.text}</Link>
            ) : null,
          },
          {
            id: 'lots',
            label: t('contract.lots'),
            value:
              contract.lots.length === 0 ? null : (
                <ul className="tab-entry__list">
                  {contract.lots.map((lot) => (
                    <li key={lot.to}>
                      <Link to={lot.to}>
                        <bdi>{lot.text}</bdi>
                      </Link>
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      <EntryDocuments documents={contract.documents} title={t('contract.documents')} level={5} />
    </>
  );
}

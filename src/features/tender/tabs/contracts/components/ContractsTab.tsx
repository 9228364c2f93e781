import '../locales';
import { useMemo } from 'react';
import type { TenderAgreementsAnswer } from '../../../../../../contract/tender-tabs';
import { useTranslation } from 'react-i18next';
import { TabLoadFailed } from '../../TabLoadFailed';
import { useTenderTabData } from '../../tab-data';
import { toAgreementView } from '../model/agreement-view';
import { toContractView } from '../model/contract-view';
import { AgreementEntry } from './AgreementEntry';
import { ContractEntry } from './ContractEntry';
import { useContractsContext } from './use-contracts-context';
import '../../monitorings/components/tab-entries.css';
import { useTabTitleId } from '../../tab-title';

/** The agreements and contracts tab: framework agreements first, then contracts. */
export function ContractsTab() {
  const titleId = useTabTitleId('contracts');
  const { t } = useTranslation('tenderContracts');
  const { answer, failed } = useTenderTabData<TenderAgreementsAnswer>();
  const context = useContractsContext();
  const agreements = useMemo(
    () => answer.data.agreements.map((agreement) => toAgreementView(agreement, context)),
    [answer, context],
  );
  const contracts = useMemo(
    () => answer.data.contracts.map((contract) => toContractView(contract, context)),
    [answer, context],
  );
  const single = agreements.length + contracts.length === 1;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="tab-entries__title">
        {t('title')}
      </h2>
      {failed ? <TabLoadFailed /> : null}
      {agreements.length + contracts.length === 0 ? (
        <p className="tab-entries__empty">{t('empty')}</p>
      ) : null}
      {agreements.length > 0 ? (
        <section className="tab-entry__block" aria-labelledby="tender-agreements-title">
          <h3 id="tender-agreements-title" className="tab-entry__subtitle">
            {t('agreementsTitle')}
          </h3>
          <ul className="tab-entries">
            {agreements.map((agreement) => (
              <li key={agreement.key}>
                <AgreementEntry agreement={agreement} open={single} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {contracts.length > 0 ? (
        <section className="tab-entry__block" aria-labelledby="tender-contracts-title">
          <h3 id="tender-contracts-title" className="tab-entry__subtitle">
            {t('contractsTitle')}
          </h3>
          <ul className="tab-entries">
            {contracts.map((contract) => (
              <li key={contract.key}>
                <ContractEntry contract={contract} open={single} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

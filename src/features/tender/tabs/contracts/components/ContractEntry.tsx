import { GlossaryBadge } from '../../../../glossary';
import clsx from 'clsx';
import { Accordion } from '../../../../../components/ui/accordion/Accordion';
import { Tabs } from '../../../../../components/ui/tabs/Tabs';
import { useTranslation } from 'react-i18next';
import type { ContractView } from '../model/contract-view';
import { ContractChanges } from './ContractChanges';
import { ContractDetails } from './ContractDetails';
import { ContractParties } from './ContractParties';
import { ContractPayments } from './ContractPayments';

/** One contract: number, supplier, value and status; its tabs, or the pending/cancelled notice. */
export function ContractEntry({ contract, open }: { contract: ContractView; open: boolean }) {
  const { t } = useTranslation('tenderContracts');
  return (
    <Accordion
      id={contract.anchor}
      level={4}
      title={
        <>
          <span className="tab-entry__heading-text">{contract.title}</span>
          <span className="tab-entry__heading-note">
            <bdi>{contract.supplier}</bdi> · {contract.value}
          </span>
        </>
      }
      aside={<GlossaryBadge group="contract" status={contract.status} />}
      defaultOpen={open}
      lazy
    >
      {contract.notice ? (
        <p
          className={clsx(
            'tab-entry__notice',
            contract.notice === 'cancelled' && 'tab-entry__notice--cancelled',
          )}
        >
          {t(`contract.notice.${contract.notice}`)}
        </p>
      ) : (
        <Tabs
          label={t('tabsLabel', { title: contract.title })}
          tabs={[
            {
              id: 'details',
              label: t('contract.tabs.details'),
              content: <ContractDetails contract={contract} />,
            },
            {
              id: 'parties',
              label: t('contract.tabs.parties'),
              content: <ContractParties parties={contract.parties} />,
            },
            {
              id: 'changes',
              label: t('contract.tabs.changes'),
              onPaper: !contract.offPaper.includes('changes'),
              content: (
                <ContractChanges
                  changes={contract.changes}
                  inRecord={contract.recordMissing !== undefined}
                />
              ),
            },
            {
              id: 'payments',
              label: t('contract.tabs.payments'),
              onPaper: !contract.offPaper.includes('payments'),
              content: (
                <ContractPayments
                  payments={contract.payments}
                  inRecord={contract.recordMissing !== undefined}
                />
              ),
            },
          ]}
        />
      )}
    </Accordion>
  );
}

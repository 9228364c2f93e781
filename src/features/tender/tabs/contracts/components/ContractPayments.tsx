import { GlossaryBadge } from '../../../../glossary';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import type { PaymentView } from '../model/contract-view';

/** The payments tab: the contract's transactions, successful or cancelled. */
export function ContractPayments({
  payments,
  inRecord,
}: {
  payments: readonly PaymentView[];
  /** The contract's own record, which keeps its payments, is not held. */
  inRecord: boolean;
}) {
  const { t } = useTranslation('tenderContracts');
  if (payments.length === 0) {
    return (
      <p className="tab-entries__empty">
        {t(inRecord ? 'contract.paymentsInRecord' : 'payments.none')}
      </p>
    );
  }
  return (
    <ul className="tab-entry__cards">
      {payments.map((payment) => (
        <li key={payment.key} className="tab-entry__card">
          <div className="tab-entry__aside">
            <h5 className="tab-entry__subtitle">
              <bdi>{payment.title}</bdi>
            </h5>
            {payment.status ? <GlossaryBadge group="payment" status={payment.status} /> : null}
          </div>
          <TermsList rows={payment.rows} />
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { formatMoney, orDash } from '../../../lib/format';
import { useLang } from '../../../lib/i18n';
import { useLabel } from '../../../lib/use-reference-data';
import type { TenderSummaryView } from '../model/tender-view';

/** Customer, status, procedure and values as a key–value list. */
export function TenderSummary({ summary }: { summary: TenderSummaryView }) {
  const { t } = useTranslation('tender');
  const lang = useLang();
  const label = useLabel();
  const { expectedValue, result } = summary;
  return (
    <section className="tender-summary" aria-labelledby="tender-summary-title">
      <h2 id="tender-summary-title" className="visually-hidden">
        {t('summary.title')}
      </h2>
      <dl className="tender-summary__list">
        <div className="tender-summary__row">
          <dt>{t('summary.customer')}</dt>
          <dd>{orDash(summary.customerName)}</dd>
        </div>
        <div className="tender-summary__row">
          <dt>{t('summary.customerId')}</dt>
          <dd>{orDash(summary.customerId)}</dd>
        </div>
        <div className="tender-summary__row">
          <dt>{t('summary.status')}</dt>
          <dd>
            <span className="status-badge" data-status={summary.status}>
              {label('tender_statuses', summary.status)}
            </span>
          </dd>
        </div>
        <div className="tender-summary__row">
          <dt>{t('summary.procurementMethodType')}</dt>
          <dd>{label('procurement_method_types', summary.procurementMethodType)}</dd>
        </div>
        <div className="tender-summary__row">
          <dt>{t('summary.expectedValue')}</dt>
          <dd className="tender-summary__money" data-testid="tender-value">
            {formatMoney(expectedValue, lang, { vat: true })}
          </dd>
        </div>
        {result ? (
          <div className="tender-summary__row">
            <dt>
              {t(result.kind === 'contract' ? 'summary.contractValue' : 'summary.awardValue')}
            </dt>
            <dd className="tender-summary__money">
              {formatMoney(result.value, lang, { vat: true })}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

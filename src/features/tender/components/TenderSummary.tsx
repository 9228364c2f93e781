import '../tender-texts';
import { useTranslation } from 'react-i18next';
import { KeyValueList } from '../../../components/ui/key-value-list/KeyValueList';
import type { KeyValueItem } from '../../../components/ui/key-value-list/KeyValueList';
import { OrgProfileLink } from '../../../components/org-profile-link/OrgProfileLink';
import type { TenderHeadView } from '../model/tender-view';
import { OutcomeValue, useOutcomeLabel } from './head/OutcomeValue';

/** The customer and the key figures: the expected value and what the tender ended with. */
export function TenderSummary({ head }: { head: TenderHeadView }) {
  const { t } = useTranslation('tender');
  const outcomeLabel = useOutcomeLabel(head.outcome);
  const items: KeyValueItem[] = [
    {
      id: 'customer',
      label: t('summary.customer'),
      value: <OrgProfileLink code={head.customerCode} name={head.customer} />,
    },
  ];
  if (head.expectedValue !== undefined) {
    items.push({
      id: 'expected',
      label: t('summary.expectedValue'),
      value: <span className="tender-summary__money">{head.expectedValue}</span>,
    });
  }
  if (outcomeLabel !== undefined) {
    items.push({
      id: 'outcome',
      label: outcomeLabel,
      value: <OutcomeValue outcome={head.outcome} />,
    });
  }
  return (
    <section className="tender-summary" aria-labelledby="tender-summary-title">
      <h2 id="tender-summary-title" className="visually-hidden">
        {t('summary.title')}
      </h2>
      <KeyValueList items={items} />
    </section>
  );
}

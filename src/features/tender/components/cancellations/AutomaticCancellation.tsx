import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { useTranslation } from 'react-i18next';
import type { AutomaticCancellationView } from '../../model/cancellations/cancellations-view';

/** An unsuccessful tender: the system, not the buyer, ended it. */
export function AutomaticCancellation({ automatic }: { automatic: AutomaticCancellationView }) {
  const { t } = useTranslation('tenderCancellations');
  return (
    <div className="tender-cancellation-auto">
      <h3 id="cancellation-automatic" className="tender-cancellation-auto__title">
        {t('automatic.title')}
      </h3>
      <p className="tender-cancellation-auto__text">{t('automatic.text')}</p>
      <KeyValueList
        items={[
          {
            id: 'date',
            label: t('automatic.date'),
            value: automatic.dateTime ? (
              <time dateTime={automatic.dateTime}>{automatic.date}</time>
            ) : (
              automatic.date
            ),
          },
        ]}
      />
    </div>
  );
}

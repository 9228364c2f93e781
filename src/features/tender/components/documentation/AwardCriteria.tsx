import { useTranslation } from 'react-i18next';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import type { AwardCriteriaView } from '../../model/documentation/award-criteria';
import { FeatureList } from './FeatureList';

/** The award criteria, the price's share and the features. */
export function AwardCriteria({ view }: { view: AwardCriteriaView }) {
  const { t } = useTranslation('tenderDocumentation');
  return (
    <div className="tender-documentation__block">
      <h3 className="tender-documentation__title">{t('awardCriteria.title')}</h3>
      <KeyValueList
        items={[
          { id: 'criterion', label: t('awardCriteria.criterion'), value: view.criterion },
          { id: 'price', label: view.priceTitle, value: view.price },
        ]}
      />
      {view.features.length > 0 ? <FeatureList features={view.features} /> : null}
    </div>
  );
}

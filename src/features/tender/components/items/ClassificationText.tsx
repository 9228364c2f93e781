import { useTranslation } from 'react-i18next';
import type { ClassificationView } from '../../model/items/classification-view';

/** 'ДК 021:2015 33150000-6' over the classification's name. */
export function ClassificationText({ classification }: { classification: ClassificationView }) {
  const { t } = useTranslation('tenderDocumentation');
  const scheme = classification.cpv ? t('classification.cpv') : classification.scheme;
  return (
    <span className="classification">
      <span className="classification__code">
        {scheme === '' ? classification.code : `${scheme} ${classification.code}`}
      </span>{' '}
      <bdi className="classification__name">{classification.name}</bdi>
    </span>
  );
}

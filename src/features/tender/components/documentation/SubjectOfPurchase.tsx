import { useTranslation } from 'react-i18next';
import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import type { SubjectView } from '../../model/documentation/subject';
import { ClassificationText } from '../items/ClassificationText';

/** Details section 5: the category, the general classifier and the clamped description. */
export function SubjectOfPurchase({ view }: { view: SubjectView }) {
  const { t } = useTranslation('tenderDocumentation');
  return (
    <div className="tender-documentation__block">
      <h3 className="tender-documentation__title">{t('subject.title')}</h3>
      <KeyValueList
        items={[
          { id: 'category', label: t('subject.category'), value: view.category },
          {
            id: 'classifier',
            label: t('subject.classifier'),
            value: view.classifier ? <ClassificationText classification={view.classifier} /> : null,
          },
          {
            id: 'description',
            label: t('subject.description'),
            value: view.description ? <ClampText text={view.description} /> : null,
          },
        ]}
      />
    </div>
  );
}

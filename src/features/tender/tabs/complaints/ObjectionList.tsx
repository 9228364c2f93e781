import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { Tabs } from '../../../../components/ui/tabs/Tabs';
import { useTranslation } from 'react-i18next';
import type { ObjectionView } from './model/objection-view';
import { ObjectionJustification, ObjectionRequirements } from './ObjectionTabs';

/** A complaint's objections: what each is about, its AMCU classification, its two tabs. */
export function ObjectionList({ objections }: { objections: readonly ObjectionView[] }) {
  const { t } = useTranslation('tenderComplaints');
  if (objections.length === 0) return null;
  return (
    <section className="objections">
      <h4 className="tab-entry__subheading">{t('objections.title')}</h4>
      <ol className="objections__list">
        {objections.map((objection, index) => (
          <li key={objection.id} className="objection">
            <h5 className="objection__title">
              {t('objections.number', { number: index + 1 })} <bdi>{objection.title}</bdi>
            </h5>
            <KeyValueList
              items={[
                {
                  id: 'relatesTo',
                  label: t('objection.relatesTo.label'),
                  value: objection.relatesTo,
                },
                { id: 'scheme', label: t('objection.scheme.label'), value: objection.scheme },
                {
                  id: 'classification',
                  label: t('objection.classification'),
                  value: <bdi>{objection.classification}</bdi>,
                },
              ]}
            />
            {objection.description ? <ClampText text={objection.description} /> : null}
            <Tabs
              label={t('objection.tabs')}
              tabs={[
                {
                  id: 'justification',
                  label: t('objection.justification'),
                  content: <ObjectionJustification objection={objection} />,
                },
                {
                  id: 'requirements',
                  label: t('objection.requirements'),
                  content: <ObjectionRequirements objection={objection} />,
                },
              ]}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../../contract/routes/paths';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import type { OfficialDocumentView, OfficialFact } from '../model/official-context';
import { OfficialTableView } from './OfficialTableView';
import './official.css';
import { PrintButton } from '../../print/PrintButton';

const facts = (list: readonly OfficialFact[]) =>
  list.map((fact) => ({ id: fact.id, label: fact.label, value: <bdi>{fact.text}</bdi> }));

/**
 * A document of the tender as a page to read and print: the way back and the print button
 * (left off paper), its title, the tender's facts, its sections by lot, who made it.
 */
export function OfficialDocument({ view }: { view: OfficialDocumentView }) {
  const { t } = useTranslation('tenderOfficial');
  const id = useParams().id ?? '';
  return (
    <div className="official">
      <div className="official__tools">
        <Link to={paths.tender(id)}>{t('back')}</Link>
        <PrintButton className="official__print" label={t('print')} />
      </div>
      <h1 className="official__title">{view.title}</h1>
      <KeyValueList items={facts([...view.head, ...view.facts])} />
      {view.lead ? <p className="official__lead">{view.lead}</p> : null}
      {view.sections.length === 0 ? <p className="official__none">{t('none')}</p> : null}
      {view.sections.map((section) => (
        <section
          key={section.key}
          className="official__section"
          aria-label={section.heading ?? view.title}
        >
          {section.heading ? <h2 className="official__heading">{section.heading}</h2> : null}
          <KeyValueList items={facts(section.facts)} />
          {section.table ? <OfficialTableView table={section.table} /> : null}
          {section.note ? <p className="official__note">{section.note}</p> : null}
        </section>
      ))}
      <p className="official__made-by">{t('madeBy')}</p>
    </div>
  );
}

import { useLoaderData } from 'react-router-dom';
import { useLang, useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLabel } from '../../../lib/use-reference-data';
import { EntityDocuments } from '../../entity/components/EntityDocuments';
import { EntityHead } from '../../entity/components/EntityHead';
import { EntitySection } from '../../entity/components/EntitySection';
import { FieldList } from '../../entity/components/FieldList';
import { ENTITY_TEXTS, fill } from '../../entity/texts';
import '../../entity/components/entity.css';
import type { FrameworkLoaderData } from '../loader';
import { toFrameworkView } from '../model/framework-view';

/** /framework/:id: the framework's description, periods, counts and documents. */
export function FrameworkPage() {
  const { t } = useTranslation('entities');
  const { framework, counts } = useLoaderData<FrameworkLoaderData>();
  const lang = useLang();
  const texts = ENTITY_TEXTS[lang];
  const view = toFrameworkView(framework, counts, lang, useLabel(), texts);
  useDocumentTitle({
    text: view.head.title,
    label: (title) => fill(texts.framework.documentTitle, { title }),
  });
  return (
    <article className="page entity-page">
      <EntityHead head={view.head} />
      <EntitySection id="framework-details" title={t('details')}>
        {view.description ? (
          <p className="entity-section__text">
            <bdi>{view.description}</bdi>
          </p>
        ) : null}
        <FieldList rows={view.details} />
      </EntitySection>
      <EntityDocuments documents={view.documents} />
    </article>
  );
}

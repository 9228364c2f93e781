import { useLoaderData } from 'react-router-dom';
import { useLang } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLabel } from '../../../lib/use-reference-data';
import { ENTITY_TEXTS, EntityDetails, EntityDocuments, EntityHead, fill } from '../../entity';
import type { FrameworkLoaderData } from '../loader';
import { toFrameworkView } from '../model/framework-view';

/** /framework/:id: the framework's description, periods, counts and documents. */
export function FrameworkPage() {
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
      <EntityDetails id="framework-details" description={view.description} rows={view.details} />
      <EntityDocuments documents={view.documents} />
    </article>
  );
}

import { useLoaderData } from 'react-router-dom';
import { useLang } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLabel } from '../../../lib/use-reference-data';
import {
  ENTITY_TEXTS,
  entityDescription,
  EntityDetails,
  EntityDocuments,
  EntityHead,
  fill,
} from '../../entity';
import type { FrameworkLoaderData } from '../loader';
import { toFrameworkView } from '../model/framework-view';

/** The facts a shared link to the framework gives, after its status. */
const FRAMEWORK_FACTS = ['procuringEntity', 'frameworkType'];

/** /framework/:id: the framework's description, periods, counts and documents. */
export function FrameworkPage() {
  const { framework, counts } = useLoaderData<FrameworkLoaderData>();
  const lang = useLang();
  const texts = ENTITY_TEXTS[lang];
  const view = toFrameworkView(framework, counts, lang, useLabel(), texts);
  useDocumentTitle(
    {
      text: view.head.title,
      label: (title) => fill(texts.framework.documentTitle, { title }),
    },
    { description: entityDescription(view, texts.status, FRAMEWORK_FACTS) },
  );
  return (
    <article className="page entity-page">
      <EntityHead head={view.head} />
      <EntityDetails id="framework-details" description={view.description} rows={view.details} />
      <EntityDocuments documents={view.documents} />
    </article>
  );
}

import { useLoaderData } from 'react-router-dom';
import { useLang } from '../../../lib/i18n';
import { useLabel } from '../../../lib/use-reference-data';
import {
  ENTITY_TEXTS,
  EntityDetails,
  EntityDocuments,
  EntityHead,
  useEntityTitle,
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
  useEntityTitle(view, 'framework', FRAMEWORK_FACTS);
  return (
    <article className="page entity-page">
      <EntityHead head={view.head} />
      <EntityDetails id="framework-details" description={view.description} rows={view.details} />
      <EntityDocuments documents={view.documents} />
    </article>
  );
}

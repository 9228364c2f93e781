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
import type { PlanLoaderData } from '../loader';
import { toPlanView } from '../model/plan-view';
import { PlanItems } from './PlanItems';

/** The facts a shared link to the plan gives, after its status. */
const PLAN_FACTS = ['buyer', 'budget'];

/** /plan/:id: the plan's key facts, its items and its documents. */
export function PlanPage() {
  const { plan } = useLoaderData<PlanLoaderData>();
  const lang = useLang();
  const texts = ENTITY_TEXTS[lang];
  const view = toPlanView(plan, lang, useLabel(), texts);
  useEntityTitle(view, 'plan', PLAN_FACTS);
  return (
    <article className="page entity-page">
      <EntityHead head={view.head} />
      <EntityDetails id="plan-details" rows={view.details} />
      <PlanItems items={view.items} />
      <EntityDocuments documents={view.documents} />
    </article>
  );
}

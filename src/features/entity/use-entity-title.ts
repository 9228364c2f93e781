import { useLang } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { entityDescription } from './model/fields';
import type { EntityHeadView, FieldRow } from './model/fields';
import { fill } from './model/fill';
import { ENTITY_TEXTS } from './texts';

/**
 * The tab's title of a plan, framework or product page ('План: …'), and what a shared link to
 * it says: its status, then the facts of the rows named by `facts`.
 */
export function useEntityTitle(
  view: { head: EntityHeadView; details: readonly FieldRow[] },
  kind: 'plan' | 'framework' | 'product',
  facts: readonly string[],
): void {
  const texts = ENTITY_TEXTS[useLang()];
  useDocumentTitle(
    { text: view.head.title, label: (title) => fill(texts[kind].documentTitle, { title }) },
    { description: entityDescription(view, texts.status, facts) },
  );
}

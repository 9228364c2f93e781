import type { Lang } from '../../../contract/api';
import { currentLang } from '../../lib/i18n';
import { loadGlossaryContent } from './content/load';
import type { GlossaryContent } from './content/types';

export interface GlossaryLoaderData {
  lang: Lang;
  content: GlossaryContent;
}

/** The glossary's texts in the page's language, a chunk loaded with the page. */
export async function glossaryLoader(): Promise<GlossaryLoaderData> {
  const lang = currentLang();
  return { lang, content: await loadGlossaryContent(lang) };
}

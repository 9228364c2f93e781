import type { Lang } from '../../../../contract/api';
import type { GlossaryContent } from './types';

const loaded = new Map<Lang, Promise<GlossaryContent>>();

/** The glossary's texts in one language, a chunk of their own, loaded once. */
export function loadGlossaryContent(lang: Lang): Promise<GlossaryContent> {
  let content = loaded.get(lang);
  if (!content) {
    content =
      lang === 'en'
        ? import('./en').then((m) => m.glossaryEn)
        : import('./uk').then((m) => m.glossaryUk);
    loaded.set(lang, content);
  }
  return content;
}

import { useEffect, useState } from 'react';
import type { Lang } from '../../../../contract/api';
import { loadGlossaryContent } from '../content/load';
import type { GlossaryContent } from '../content/types';
import type { GlossaryLoaderData } from '../loader';

/**
 * The texts in the interface language: the loader's, or after a language switch on the page
 * the other language's, loaded then (the loader's stay on screen meanwhile).
 */
export function useGlossaryContent(lang: Lang, loaded: GlossaryLoaderData): GlossaryContent {
  const [other, setOther] = useState<GlossaryLoaderData | undefined>();
  useEffect(() => {
    if (lang === loaded.lang) return undefined;
    let live = true;
    void loadGlossaryContent(lang).then((content) => {
      if (live) setOther({ lang, content });
    });
    return () => {
      live = false;
    };
  }, [lang, loaded.lang]);
  return other?.lang === lang ? other.content : loaded.content;
}

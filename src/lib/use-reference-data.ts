import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Dictionary, DictionaryKey } from '../../contract/static-data';
import { dictionaryLabel } from '../../contract/dictionary-label';
import { useLang } from './i18n';
import { referenceData } from './reference-data';
import type { ReferenceDataSnapshot } from './reference-data';

/**
 * The loader's current state and dictionaries; re-renders when they change, in a transition:
 * dictionaries that arrive after the page has hydrated (a filter's, the rest of those sent in
 * part) relabel what shows without holding the main thread for the whole page at once (on a
 * slow phone, a search page's ten cards were one task of a quarter of a second).
 */
export function useReferenceData(): ReferenceDataSnapshot {
  const [snapshot, setSnapshot] = useState(referenceData.getSnapshot);
  useEffect(() => {
    const update = () => {
      startTransition(() => {
        setSnapshot(referenceData.getSnapshot());
      });
    };
    // What changed between the render and this effect.
    update();
    return referenceData.subscribe(update);
  }, []);
  return snapshot;
}

/**
 * A dictionary in the current language; until that is loaded, the Ukrainian copy
 * (whose labels are the fallback anyway).
 */
export function useDictionary(key: DictionaryKey): Dictionary | undefined {
  const lang = useLang();
  const { dictionaries } = useReferenceData();
  return dictionaries[lang][key] ?? dictionaries.uk[key];
}

export type LabelFn = (key: DictionaryKey, code: string) => string;

/** `label('tender_statuses', 'complete')` → 'Завершена' / 'Complete', or the code itself. */
export function useLabel(): LabelFn {
  const lang = useLang();
  const { dictionaries } = useReferenceData();
  return useCallback(
    (key, code) => dictionaryLabel(dictionaries[lang][key] ?? dictionaries.uk[key], code, lang),
    [dictionaries, lang],
  );
}

/**
 * After a language switch, loads every dictionary used so far in the new language. Not for the
 * language the app started in: its first page's dictionaries came with the page or its loader,
 * and those the server sent in part are completed once the page has settled (main.tsx), not
 * fetched while it hydrates.
 */
export function useReferenceDataLanguage(): void {
  const lang = useLang();
  const loadedIn = useRef(lang);
  useEffect(() => {
    if (loadedIn.current === lang) return;
    loadedIn.current = lang;
    const keys = referenceData.requestedKeys();
    if (keys.length > 0) void referenceData.ensure(keys, lang);
  }, [lang]);
}

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Dictionary, DictionaryKey } from '../../contract/static-data';
import { dictionaryLabel } from '../../contract/dictionary-label';
import { useLang } from './i18n';
import { referenceData } from './reference-data';
import type { ReferenceDataSnapshot } from './reference-data';

/** The loader's current state and dictionaries; re-renders when they change. */
export function useReferenceData(): ReferenceDataSnapshot {
  // The same snapshot for a server render (static markup in tests, prerendering).
  return useSyncExternalStore(
    referenceData.subscribe,
    referenceData.getSnapshot,
    referenceData.getSnapshot,
  );
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

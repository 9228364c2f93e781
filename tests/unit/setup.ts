// IndexedDB for Dexie in Node: an in-memory implementation of the browser API.
import 'fake-indexeddb/auto';
import { loadLangTexts } from '../../src/lib/i18n';

// The app loads the shell's English texts before a page in English renders (src/app/main.tsx);
// tests render in both languages.
await loadLangTexts('en');

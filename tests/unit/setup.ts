// IndexedDB for Dexie in Node: an in-memory implementation of the browser API.
import 'fake-indexeddb/auto';
import { beforeAll } from 'vitest';
import { loadLangTexts } from '../../src/lib/i18n';

// The app loads the English texts before a page in English renders (src/app/main.tsx, and the
// routes' modules with theirs); tests render in both languages: the shell's now, and those of
// the namespaces the test file's modules registered before its tests.
await loadLangTexts('en');
beforeAll(() => loadLangTexts('en'));

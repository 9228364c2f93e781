import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const DOOR_RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;

beforeAll(() => {
  // The project's eslint.config.js, running only the door rules (no type information needed).
  eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === DOOR_RULE,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
});

/** The door rules' messages for `code` as if it were the file at `filePath`. */
async function doorErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).map((m) => `${String(m.line)}: ${m.ruleId ?? m.message}`);
}

describe('one door per feature (eslint.config.js)', () => {
  it("fails on an import of another feature's inner module, static, type-only or import()", async () => {
    const code = [
      "import { filterDictionaries } from '../search/model/filters/sections';",
      "import type { SearchLoaderData } from '../search/loader';",
      "export { tabCount } from '../tender/model/head/tab-counters';",
      "export const load = () => import('../tender/api');",
      'export const used = [filterDictionaries];',
      'export type Used = SearchLoaderData;',
    ].join('\n');
    expect(await doorErrors('src/features/saved/door-probe.ts', code)).toEqual([
      `1: ${DOOR_RULE}`,
      `2: ${DOOR_RULE}`,
      `3: ${DOOR_RULE}`,
      `4: ${DOOR_RULE}`,
    ]);
  }, 60_000);

  it('applies at any depth inside a feature', async () => {
    const code = [
      "import { SavedSearchItem } from '../../../search/components/SavedSearchItem';",
      "export const load = () => import('../../../search/loader');",
      'export const used = [SavedSearchItem];',
    ].join('\n');
    expect(await doorErrors('src/features/tender/components/head/door-probe.tsx', code)).toEqual([
      `1: ${DOOR_RULE}`,
      `2: ${DOOR_RULE}`,
    ]);
  });

  it('compares resolved paths, so no spelling of the path gets past the door', async () => {
    const code = [
      "import { listSavedSearches } from '../../features/search/store/saved-searches';",
      "import { tabCount } from '../tender/model/../model/head/tab-counters';",
      'export const used = [listSavedSearches, tabCount];',
    ].join('\n');
    expect(await doorErrors('src/features/saved/door-probe.ts', code)).toEqual([
      `1: ${DOOR_RULE}`,
      `2: ${DOOR_RULE}`,
    ]);
  });

  it("allows another feature's index and the feature's own modules", async () => {
    const code = [
      "import { SavedSearchItem } from '../../search';",
      "import { listSavedSearches } from '../../search/index';",
      "import { toSavedRows } from '../model/saved-list';",
      "import { useNow } from '../../../lib/use-now';",
      "export const load = () => import('../../tender');",
      "export const own = () => import('./SavedPage');",
      'export const used = [SavedSearchItem, listSavedSearches, toSavedRows, useNow];',
    ].join('\n');
    expect(await doorErrors('src/features/saved/components/door-probe.ts', code)).toEqual([]);
  });

  it('keeps lib and the shared components below the features', async () => {
    const code = [
      "import { SavedSearchItem } from '../features/search';",
      "export const load = () => import('../features/tender');",
      'export const used = [SavedSearchItem];',
    ].join('\n');
    expect(await doorErrors('src/lib/door-probe.ts', code)).toEqual([
      `1: ${DOOR_RULE}`,
      `2: ${DOOR_RULE}`,
    ]);
  });

  it('keeps src/app above everything: features, lib and components never import it', async () => {
    const code = [
      "import { SHELL_DICTIONARIES } from '../../app/routes';",
      "export const load = () => import('../../app/layout/Header');",
      'export const used = [SHELL_DICTIONARIES];',
    ].join('\n');
    for (const file of ['src/features/saved/door-probe.ts', 'src/lib/format/door-probe.ts']) {
      expect(await doorErrors(file, code)).toEqual([`1: ${DOOR_RULE}`, `2: ${DOOR_RULE}`]);
    }
  });
});

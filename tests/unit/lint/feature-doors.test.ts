import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const DOOR_RULES = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax']);

let eslint: ESLint;

beforeAll(() => {
  // The project's eslint.config.js, running only the door rules (no type information needed).
  eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => DOOR_RULES.has(ruleId),
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
      "export { TENDER_TABS } from '../tender/model/tabs';",
      "export const load = () => import('../tender/api');",
      'export const used = [filterDictionaries];',
      'export type Used = SearchLoaderData;',
    ].join('\n');
    expect(await doorErrors('src/features/saved/door-probe.ts', code)).toEqual([
      '1: @typescript-eslint/no-restricted-imports',
      '2: @typescript-eslint/no-restricted-imports',
      '3: @typescript-eslint/no-restricted-imports',
      '4: no-restricted-syntax',
    ]);
  }, 60_000);

  it('applies at any depth inside a feature', async () => {
    const code = [
      "import { SavedSearchItem } from '../../../search/components/SavedSearchItem';",
      "export const load = () => import('../../../search/loader');",
      'export const used = [SavedSearchItem];',
    ].join('\n');
    expect(await doorErrors('src/features/tender/components/head/door-probe.tsx', code)).toEqual([
      '1: @typescript-eslint/no-restricted-imports',
      '2: no-restricted-syntax',
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
      '1: @typescript-eslint/no-restricted-imports',
      '2: no-restricted-syntax',
    ]);
  });
});

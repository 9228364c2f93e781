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

describe('one floor for server and client (eslint.config.js)', () => {
  it('keeps the server out of the client, however the path is written', async () => {
    const code = [
      "import { currentLang } from '../../src/lib/i18n.ts';",
      "import type { AppRoute } from '../static/../../src/app/routes.tsx';",
      "export const load = () => import('../../sw/sw.ts');",
      'export const used = [currentLang];',
      'export type Used = AppRoute;',
    ].join('\n');
    expect(await doorErrors('server/routes/floor-probe.ts', code)).toEqual([
      `1: ${DOOR_RULE}`,
      `2: ${DOOR_RULE}`,
      `3: ${DOOR_RULE}`,
    ]);
  });

  it('keeps the client and the service worker out of the server', async () => {
    const probes = {
      'src/lib/floor-probe.ts': "import { projectRoot } from '../../server/config.ts';",
      'sw/floor-probe.ts': "import { projectRoot } from '../server/config.ts';",
    };
    for (const [file, line] of Object.entries(probes)) {
      const code = `${line}\nexport const used = [projectRoot];`;
      expect(await doorErrors(file, code)).toEqual([`1: ${DOOR_RULE}`]);
    }
  });

  it('keeps contract/ below both: it imports neither', async () => {
    const code = [
      "import { currentLang } from '../src/lib/i18n.ts';",
      "import { projectRoot } from '../server/config.ts';",
      "import type { Lang } from './api.ts';",
      'export const used = [currentLang, projectRoot];',
      'export type Used = Lang;',
    ].join('\n');
    expect(await doorErrors('contract/floor-probe.ts', code)).toEqual([
      `1: ${DOOR_RULE}`,
      `2: ${DOOR_RULE}`,
    ]);
  });

  it('lets both import contract/', async () => {
    const code = [
      "import { paths } from '../../contract/routes/paths.ts';",
      'export const used = [paths];',
    ].join('\n');
    expect(await doorErrors('server/routes/floor-probe.ts', code)).toEqual([]);
    expect(await doorErrors('src/lib/floor-probe.ts', code.replace('../../', '../../'))).toEqual(
      [],
    );
  });
});

describe('storage at the bottom of the server (eslint.config.js)', () => {
  it('keeps server/db below the rest of the server, however the path is written', async () => {
    const code = [
      "import { tenderConditions } from '../search/tender-where.ts';",
      "import type { SearchFilters } from '../../server/search/filters.ts';",
      "import type { CdbTender } from './../ingest/cdb.ts';",
      "export const load = () => import('../db/../orgs/contributions.ts');",
      "import { projectRoot } from '../config.ts';",
      'export const used = [tenderConditions, projectRoot];',
      'export type Used = SearchFilters | CdbTender;',
    ].join('\n');
    expect(await doorErrors('server/db/storage-probe.ts', code)).toEqual([
      `1: ${DOOR_RULE}`,
      `2: ${DOOR_RULE}`,
      `3: ${DOOR_RULE}`,
      `4: ${DOOR_RULE}`,
      `5: ${DOOR_RULE}`,
    ]);
    const deeper = [
      "import { flagCodes } from '../../flags/index.ts';",
      "export { toTenderOwnTabs } from '../../ingest/transform/tabs/own-tabs.ts';",
      'export const used = [flagCodes];',
    ].join('\n');
    expect(await doorErrors('server/db/entities/storage-probe.ts', deeper)).toEqual([
      `1: ${DOOR_RULE}`,
      `2: ${DOOR_RULE}`,
    ]);
  });

  it('lets server/db import itself, contract/ and packages', async () => {
    const code = [
      "import type { Queryable } from './database.ts';",
      "import { findByKey } from './entities/../find-by-key.ts';",
      "import type { Tender } from '../../contract/tender.ts';",
      "import pg from 'pg';",
      'export const used = [findByKey, pg];',
      'export type Used = Queryable | Tender;',
    ].join('\n');
    expect(await doorErrors('server/db/storage-probe.ts', code)).toEqual([]);
  });

  it('lets the server above import server/db', async () => {
    const code = [
      "import { SqlParams } from '../db/sql-params.ts';",
      'export const used = [SqlParams];',
    ].join('\n');
    expect(await doorErrors('server/search/storage-probe.ts', code)).toEqual([]);
  });
});

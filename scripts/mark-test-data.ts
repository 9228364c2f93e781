/**
 * Marks the shipped test data with `"mode": "test"` (the CDB's own mark of sandbox objects), so
 * that search leaves it out unless asked: the API-documentation examples (`doc-*`) and sandbox
 * objects (`sandbox-*`) of data/cdb, and every catalogue fixture of data/catalog.
 * Usage: npm run data:mark-test [-- --check]. A file is rewritten only when it lacks a mark, so a
 * second run changes nothing; --check changes nothing and fails when a file lacks its mark.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../server/config.ts';
import { markTestMode } from './test-data/mark-mode.ts';

const data = path.join(projectRoot, 'data');
const CDB_FOLDERS = ['tenders', 'plans', 'frameworks', 'contracts', 'monitorings'];
const TEST_FILE = /^(?:doc|sandbox)-.*\.json$/;

const jsonFiles = async (dir: string, keep: (name: string) => boolean): Promise<string[]> =>
  (await readdir(dir))
    .filter((name) => name.endsWith('.json') && !name.startsWith('_') && keep(name))
    .sort()
    .map((name) => path.join(dir, name));

/** The shipped files that hold test data only. */
const testDataFiles = async (): Promise<string[]> => [
  ...(
    await Promise.all(
      CDB_FOLDERS.map((folder) =>
        jsonFiles(path.join(data, 'cdb', folder), (name) => TEST_FILE.test(name)),
      ),
    )
  ).flat(),
  ...(await jsonFiles(path.join(data, 'catalog'), () => true)),
];

const check = process.argv.includes('--check');
let changed = 0;
for (const file of await testDataFiles()) {
  const text = await readFile(file, 'utf8');
  const marked = markTestMode(text);
  if (marked === text) continue;
  changed += 1;
  console.log(`${check ? 'not marked' : 'marked'}: ${path.relative(projectRoot, file)}`);
  if (!check) await writeFile(file, marked);
}
console.log(`${changed} file(s) ${check ? 'lack the test mark' : 'marked'}`);
if (check && changed > 0) process.exitCode = 1;

/**
 * Regenerates data/dictionaries/*.json and public/marketplaces/*.svg from the ProzorroUKR/standards
 * files and the 2017 marketplaces list.
 * Usage: npm run build:dictionaries -- [source dir, default ../shared/data/dictionaries]
 * Authored dictionaries (menus; article, group and banner of the news work) are not touched.
 * A file is rewritten only when its content changed, so a second run changes nothing.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Dictionary } from '../contract/static-data.ts';
import { buildDictionaries } from './dictionary-sources/build.ts';
import { dictionaryText, nextDictionary } from './dictionary-sources/dictionary-file.ts';

const source = path.resolve(process.argv[2] ?? '../shared/data/dictionaries');
const target = path.resolve('data/dictionaries');
const logos = path.resolve('public/marketplaces');

const readText = async (file: string): Promise<string | undefined> => {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** Writes the file unless it already holds exactly this text; says whether it wrote. */
const writeIfChanged = async (file: string, text: string): Promise<boolean> => {
  if ((await readText(file)) === text) return false;
  await writeFile(file, text);
  return true;
};

const output = await buildDictionaries(
  async <T>(relativePath: string): Promise<T> =>
    JSON.parse(await readFile(path.join(source, relativePath), 'utf8')) as T,
);

await mkdir(target, { recursive: true });
const now = new Date();
for (const [key, data] of Object.entries(output.dictionaries)) {
  const file = path.join(target, `${key}.json`);
  const old = await readText(file);
  const dictionary = nextDictionary(
    old === undefined ? undefined : (JSON.parse(old) as Dictionary),
    data,
    now,
  );
  const changed = await writeIfChanged(file, dictionaryText(dictionary));
  console.log(`${key}: ${Object.keys(data).length} entries${changed ? ', written' : ''}`);
}

await mkdir(logos, { recursive: true });
for (const [name, svg] of Object.entries(output.logos)) {
  await writeIfChanged(path.join(logos, name), svg);
}

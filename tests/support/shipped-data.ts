/**
 * The data the portal ships (data/ at the project root), read for tests straight from the files,
 * independently of the database. Plain JSON files, one object or dictionary each; a folder's
 * `_manifest.json` describes its files and is not data. Each file is read once per process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Article } from '../../contract/articles.ts';
import type { Dictionary } from '../../contract/static-data.ts';

export const shippedDataDir = path.resolve(import.meta.dirname, '../../data');

/** A path inside data/, e.g. shippedPath('cdb', 'tenders', 'UA-2024-01-12-000541-a.json'). */
export const shippedPath = (...parts: string[]): string => path.join(shippedDataDir, ...parts);

const texts = new Map<string, string>();
const listings = new Map<string, readonly string[]>();

/** The text of a shipped file, by its path inside data/ ('cdb/tenders/….json'). */
export const shippedText = (file: string): string => {
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(shippedPath(file), 'utf8');
    texts.set(file, text);
  }
  return text;
};

/** A shipped file's JSON, parsed on each call: tests change the objects they are given. */
export const shippedJson = <T = unknown>(file: string): T => JSON.parse(shippedText(file)) as T;

/** The `data` of a shipped `{"data": …}` file (CDB objects, dictionaries). */
export const shippedData = <T = Record<string, unknown>>(file: string): T =>
  shippedJson<{ data: T }>(file).data;

/** The data files of a shipped folder ('cdb/tenders') in name order, or those starting with `prefix`. */
export const shippedFileNames = (folder: string, prefix = ''): readonly string[] => {
  let files = listings.get(folder);
  if (!files) {
    files = readdirSync(shippedPath(folder))
      .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
      .sort();
    listings.set(folder, files);
  }
  return files.filter((file) => file.startsWith(prefix));
};

/** The folders inside a shipped folder ('cdb': contracts, frameworks, …) in name order. */
export const shippedFolderNames = (folder: string): string[] =>
  readdirSync(shippedPath(folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Every data file of a shipped folder with its JSON, in name order. */
export const shippedFiles = <T = unknown>(
  folder: string,
  prefix = '',
): { file: string; json: T }[] =>
  shippedFileNames(folder, prefix).map((file) => ({
    file,
    json: shippedJson<T>(`${folder}/${file}`),
  }));

/** A file name without its .json. */
export const withoutJson = (file: string): string => file.slice(0, -'.json'.length);

/** A reference dictionary as shipped in data/dictionaries, by its key. */
export const shippedDictionary = (key: string): Dictionary =>
  shippedJson<Dictionary>(`dictionaries/${key}.json`);

type Entries = Record<string, Record<string, string> | undefined>;

/** The entries of a shipped dictionary, also of those the client never loads (cpv). */
export const shippedDictionaryData = <T = Entries>(key: string): T =>
  shippedData<T>(`dictionaries/${key}.json`);

/** Every article shipped in data/articles, in file-name order, as the API serves it. */
export const shippedArticles = (): Article[] =>
  shippedFiles<Article>('articles').map(({ json }) => json);

/** One shipped article by its file name (its slug) without .json. */
export const shippedArticle = (slug: string): Article =>
  shippedJson<Article>(`articles/${slug}.json`);

import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Article } from '../../contract/articles.ts';
import type { Dictionary } from '../../contract/static-data.ts';
import { ArticleFormatError, parseArticle } from './validate.ts';

const shippedArticleDir = (shippedDataDir: string): string => path.join(shippedDataDir, 'articles');

interface ShippedArticles {
  articles: Article[];
  /** Changes whenever a file is added, removed or edited. */
  fingerprint: string;
}

const readGroups = async (shippedDataDir: string): Promise<Set<string>> => {
  const file = path.join(shippedDataDir, 'dictionaries', 'group.json');
  const dictionary = JSON.parse(await readFile(file, 'utf8')) as Dictionary;
  return new Set(Object.keys(dictionary.data));
};

/**
 * Reads data/articles/<slug>.json: each file is checked (both languages, safe links, a known
 * group, unique id and slug); the first problem throws an ArticleFormatError naming the file.
 */
export const readShippedArticles = async (shippedDataDir: string): Promise<ShippedArticles> => {
  const dir = shippedArticleDir(shippedDataDir);
  const groups = await readGroups(shippedDataDir);
  const files = (await readdir(dir))
    .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
    .sort();
  const hash = createHash('sha256');
  const articles: Article[] = [];
  const ids = new Set<number>();
  const slugs = new Set<string>();
  for (const file of files) {
    const where = path.join('data', 'articles', file);
    const content = await readFile(path.join(dir, file), 'utf8');
    hash.update(`${file}\n${content}\n`);
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (error) {
      throw new ArticleFormatError(
        `${where}: ${error instanceof Error ? error.message : 'bad JSON'}`,
      );
    }
    const article = parseArticle(json, where);
    if (`${article.slug}.json` !== file) {
      throw new ArticleFormatError(`${where}: the file must be named after its slug`);
    }
    if (!groups.has(article.group)) {
      throw new ArticleFormatError(`${where}: group "${article.group}" is not in group.json`);
    }
    if (ids.has(article.id)) throw new ArticleFormatError(`${where}: id ${article.id} repeats`);
    if (slugs.has(article.slug)) throw new ArticleFormatError(`${where}: the slug repeats`);
    ids.add(article.id);
    slugs.add(article.slug);
    articles.push(article);
  }
  return { articles, fingerprint: hash.digest('hex') };
};

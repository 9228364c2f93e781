/** Regenerates data/dictionaries/article.json from data/articles: tsx server/articles/build-index.ts */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../config.ts';
import { buildArticleIndex } from './index-dictionary.ts';
import { readShippedArticles } from './load.ts';

const shippedDataDir = path.join(projectRoot, 'data');
const { articles } = await readShippedArticles(shippedDataDir);
const file = path.join(shippedDataDir, 'dictionaries', 'article.json');
await writeFile(file, `${JSON.stringify(buildArticleIndex(articles), null, 2)}\n`);
console.log(`Wrote ${file} with ${articles.length} articles`);

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Article, ArticleSummary } from '../../../../contract/articles';

const articlesDir = path.resolve(import.meta.dirname, '../../../../data/articles');

/** Every article shipped in data/articles, as the API serves it. */
export const shippedArticles: readonly Article[] = readdirSync(articlesDir)
  .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
  .map((file) => JSON.parse(readFileSync(path.join(articlesDir, file), 'utf8')) as Article);

export function shippedArticle(slug: string): Article {
  const article = shippedArticles.find((one) => one.slug === slug);
  if (!article) throw new Error(`no shipped article ${slug}`);
  return article;
}

/** The list item of an article: all but the body (server/articles/store.ts). */
export function summaryOf(article: Article): ArticleSummary {
  const summary: Partial<Article> = { ...article };
  delete summary.body_uk;
  delete summary.body_en;
  return summary as ArticleSummary;
}

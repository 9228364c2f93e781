import type { Article, ArticleSummary } from '../../../../contract/articles';

/** The list item of an article: all but the body (server/articles/store.ts). */
export function summaryOf(article: Article): ArticleSummary {
  const summary: Partial<Article> = { ...article };
  delete summary.body_uk;
  delete summary.body_en;
  return summary as ArticleSummary;
}

import type { Article, ArticleIndexEntry } from '../../contract/articles.ts';

/** The `article` dictionary (data/dictionaries/article.json): the article index by slug. */
interface ArticleIndex {
  date_modified: string;
  data: Record<string, ArticleIndexEntry>;
}

/** Newest first; date_modified is the newest edit, so the client refetches after any change. */
export const buildArticleIndex = (articles: readonly Article[]): ArticleIndex => {
  const sorted = [...articles].sort(
    (a, b) => Date.parse(b.date_published) - Date.parse(a.date_published) || b.id - a.id,
  );
  const newest = Math.max(...articles.map((article) => Date.parse(article.date_modified)));
  return {
    date_modified: new Date(newest).toISOString(),
    data: Object.fromEntries(
      sorted.map((article) => [
        article.slug,
        {
          id: article.id,
          title_uk: article.title_uk,
          title_en: article.title_en,
          group: article.group,
          date_published: article.date_published,
          url: `/news/${article.slug}`,
        },
      ]),
    ),
  };
};

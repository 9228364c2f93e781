import type { Article, ArticleSummary } from '../../contract/articles.ts';
import type { Queryable } from '../db/database.ts';

/** The list item: the article without its body. */
const toSummary = (article: Article): ArticleSummary => {
  const summary: Partial<Article> = { ...article };
  delete summary.body_uk;
  delete summary.body_en;
  return summary as ArticleSummary;
};

/** Replaces every stored article with the given ones, in one transaction of the caller. */
export const replaceArticles = async (
  db: Queryable,
  articles: readonly Article[],
): Promise<void> => {
  await db.query('DELETE FROM articles');
  for (const article of articles) {
    await db.query(
      `INSERT INTO articles (id, slug, group_slug, date_published, summary, data)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
      [
        article.id,
        article.slug,
        article.group,
        article.date_published,
        JSON.stringify(toSummary(article)),
        JSON.stringify(article),
      ],
    );
  }
};

export interface ArticlePage {
  items: ArticleSummary[];
  total: number;
}

/** Newest first; an unknown group gives an empty page. */
export const listArticles = async (
  db: Queryable,
  { group, limit, offset }: { group: string | undefined; limit: number; offset: number },
): Promise<ArticlePage> => {
  const where = group === undefined ? '' : 'WHERE group_slug = $1';
  const params = group === undefined ? [] : [group];
  const { rows } = await db.query<{ summary: ArticleSummary }>(
    `SELECT summary FROM articles ${where}
     ORDER BY date_published DESC, id DESC
     LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM articles ${where}`,
    params,
  );
  return { items: rows.map((row) => row.summary), total: counted.rows[0]?.total ?? 0 };
};

const findArticleColumn = async <T>(
  db: Queryable,
  column: 'data' | 'summary',
  idOrSlug: string,
): Promise<T | null> => {
  const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const { rows } = await db.query<{ value: T }>(
    `SELECT ${column} AS value FROM articles WHERE id = $1 OR slug = $2 LIMIT 1`,
    [id, idOrSlug],
  );
  return rows[0]?.value ?? null;
};

/** By numeric id or by slug. */
export const findArticle = (db: Queryable, idOrSlug: string): Promise<Article | null> =>
  findArticleColumn<Article>(db, 'data', idOrSlug);

/** The article without its body, by numeric id or by slug. */
export const findArticleSummary = (
  db: Queryable,
  idOrSlug: string,
): Promise<ArticleSummary | null> => findArticleColumn<ArticleSummary>(db, 'summary', idOrSlug);

import type { Database } from '../db/database.ts';
import { readShippedArticles } from './load.ts';
import { replaceArticles } from './store.ts';

const FINGERPRINT_KEY = 'articles_fingerprint';

/**
 * Loads data/articles into the database when the shipped articles changed since the last load
 * (an edit, a new or a removed file); returns how many were loaded, or null when nothing changed.
 */
export const seedArticles = async (
  db: Database,
  shippedDataDir: string,
): Promise<number | null> => {
  const { articles, fingerprint } = await readShippedArticles(shippedDataDir);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [
    FINGERPRINT_KEY,
  ]);
  if (rows[0]?.value === fingerprint) return null;
  await db.transaction(async (tx) => {
    await replaceArticles(tx, articles);
    await tx.query(
      `INSERT INTO meta (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [FINGERPRINT_KEY, fingerprint],
    );
  });
  return articles.length;
};

import type { Article } from '../../../contract/articles';
import { ArticleSchema } from '../../../contract/schemas/answers';
import { fits } from '../../lib/fits-schema';
import type { PortalDb } from '../../lib/db';
import type { Http } from '../../lib/http';
import { appLocalDb } from '../../lib/local-db';
import type { LocalDbAccess } from '../../lib/local-db';
import { heldOrFetched } from '../../lib/offline/expiry';
import type { ExpiryDeps, Held } from '../../lib/offline/expiry';
import { withRoom } from '../../lib/offline/quota';
import { withStorage } from '../../lib/storage';
import { fetchArticle } from './api';

export interface ArticleLoadDeps extends ExpiryDeps {
  http?: Http;
  localDb?: LocalDbAccess;
}

export interface LoadedArticle {
  /** Null when the server has no such article. */
  article: Article | null;
  /** Settles when the copy for offline reading is written (or removed), or its failure logged. */
  saved: Promise<void>;
}

/** `/news/:id` takes the numeric id or the slug. */
const findArticle = async (db: PortalDb, idOrSlug: string) =>
  /^\d+$/.test(idOrSlug)
    ? db.articles.get(Number(idOrSlug))
    : db.articles.where('slug').equals(idOrSlug).first();

/** The held article; one that is not an article is deleted. */
async function readHeld(idOrSlug: string, localDb: LocalDbAccess) {
  const db = await localDb.forRead();
  if (!db) return undefined;
  return withStorage('read article', () =>
    db.transaction('rw', db.articles, async (): Promise<Held<Article | null> | undefined> => {
      const record = await findArticle(db, idOrSlug);
      if (!record) return undefined;
      if (fits(ArticleSchema, record.data))
        return { value: record.data, storedAt: record.storedAt };
      await db.articles.delete(record.id);
      return undefined;
    }),
  );
}

/** Keeps the article for offline reading, or forgets it when the server no longer has it. */
const keep = (db: PortalDb, idOrSlug: string, article: Article | null, storedAt: number) =>
  withStorage('write article', async () => {
    if (article) {
      await db.articles.put({ id: article.id, slug: article.slug, data: article, storedAt });
      return;
    }
    const held = await findArticle(db, idOrSlug);
    if (held) await db.articles.delete(held.id);
  });

/**
 * An article by id or slug under the 10-minute expiry of viewed copies (lib/offline/expiry.ts):
 * a fresh held copy without a request, else the network's answer kept in the background, else
 * the held copy whatever its age. Rejects when none of them has it.
 */
export async function loadArticle(
  idOrSlug: string,
  deps: ArticleLoadDeps = {},
): Promise<LoadedArticle> {
  const localDb = deps.localDb ?? appLocalDb;
  const served = await heldOrFetched(
    `Article ${idOrSlug}`,
    () => readHeld(idOrSlug, localDb),
    (http) => fetchArticle(idOrSlug, http),
    deps,
  );
  if (served.from === 'device') return { article: served.value, saved: Promise.resolve() };
  const storedAt = Date.now();
  const saved = localDb
    .forWrite()
    .then((db) => withRoom(db, () => keep(db, idOrSlug, served.value, storedAt)))
    .catch((error: unknown) => {
      (deps.logError ?? console.error)('Could not keep the article for offline reading', error);
    });
  return { article: served.value, saved };
}

/** An article that came in a page rendered on the server, kept for offline reading. */
export function keepRenderedArticle(idOrSlug: string, article: Article): void {
  const storedAt = Date.now();
  appLocalDb
    .forWrite()
    .then((db) => withRoom(db, () => keep(db, idOrSlug, article, storedAt)))
    .catch((error: unknown) => {
      console.error('Could not keep the article for offline reading', error);
    });
}

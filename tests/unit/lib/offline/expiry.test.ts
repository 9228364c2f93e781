import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadArticle } from '../../../../src/features/news/article-load';
import { loadTender } from '../../../../src/features/tender/load-tender';
import type { Tender } from '../../../../contract/tender';
import { givenLocalDb } from '../../../../src/lib/local-db';
import { DEFAULT_EXPIRY_MS } from '../../../../src/lib/reference-data';
import { deleteTestDbs, shippedTenderApi, testDb } from './shipped-api';
import { shippedArticles } from '../../../support/shipped-data';
import type { Article } from '../../../../contract/articles';

const TENDER = 'UA-2024-04-26-006781-a';

function setup() {
  const api = shippedTenderApi([TENDER]);
  const db = testDb();
  let offset = 0;
  const logError = vi.fn();
  const deps = {
    http: api.http,
    localDb: givenLocalDb(db),
    isOnline: () => true,
    now: () => Date.now() + offset,
    retryDelayMs: 1,
    logError,
  };
  /** Moves the clock the loaders read (the copies' storedAt stays real time). */
  const advance = (ms: number) => {
    offset += ms;
  };
  const visit = async () => {
    const loaded = await loadTender(TENDER, deps);
    await loaded.saved;
    return loaded.tender;
  };
  const [{ tender }] = api.answers as [(typeof api.answers)[0]];
  return { api, db, deps, advance, visit, tender, logError };
}

afterEach(deleteTestDbs);

describe('the 10-minute expiry of viewed tenders', () => {
  it('serves a copy younger than 10 minutes without a request', async () => {
    const { api, visit, advance, tender } = setup();
    expect(await visit()).toEqual(tender);
    advance(DEFAULT_EXPIRY_MS - 60_000);
    expect(await visit()).toEqual(tender);
    expect(api.requests).toEqual([`/api/tenders/${TENDER}`]);
  });

  it('revalidates an older copy and replaces it with the answer', async () => {
    const { api, db, visit, advance, tender } = setup();
    await visit();
    const first = await db.tenders.get(tender.id);
    // The server's tender changed meanwhile: the answer is what the device keeps.
    const answer = api.answers[0] as { tender: Tender };
    answer.tender = { ...tender, status: 'cancelled' };
    advance(DEFAULT_EXPIRY_MS);
    expect((await visit()).status).toBe('cancelled');
    expect(api.requests).toHaveLength(2);
    // The first visit may take the service worker's answer; a revalidation asks the server.
    expect(api.cacheModes).toEqual(['default', 'no-cache']);
    const replaced = await db.tenders.get(tender.id);
    expect(replaced?.data.status).toBe('cancelled');
    expect(replaced?.storedAt).toBeGreaterThanOrEqual(first?.storedAt ?? Infinity);
  });

  it('deletes a damaged copy and fetches the tender', async () => {
    const { api, db, visit, tender } = setup();
    await visit();
    await db.tenders.update(tender.id, { data: { title: 'no ids' } as unknown as Tender });
    expect(await visit()).toEqual(tender);
    expect(api.requests).toHaveLength(2);
    expect((await db.tenders.get(tender.id))?.data).toEqual(tender);
  });

  it('retries a failure once, then serves the held copy, and clears nothing', async () => {
    const { api, db, visit, advance, tender, logError } = setup();
    await visit();
    advance(DEFAULT_EXPIRY_MS);
    api.modes.splice(0, api.modes.length, 'offline');
    expect(await visit()).toEqual(tender);
    expect(api.requests).toHaveLength(3);
    expect(logError).toHaveBeenCalledTimes(2);
    expect(await db.tenders.count()).toBe(1);
  });

  it('a 500 then an answer: the retry’s answer replaces the copy', async () => {
    const { api, visit, advance } = setup();
    await visit();
    advance(DEFAULT_EXPIRY_MS);
    api.modes.splice(0, api.modes.length, 500, 'online');
    await visit();
    expect(api.requests).toHaveLength(3);
  });
});

describe('the 10-minute expiry of articles', () => {
  const [article] = shippedArticles() as [Article];

  it('keeps an article read by slug and serves it by id or slug while fresh', async () => {
    const { api, db, deps } = setup();
    const first = await loadArticle(article.slug, deps);
    await first.saved;
    expect(first.article).toEqual(article);
    expect((await db.articles.get(article.id))?.data).toEqual(article);
    expect((await loadArticle(String(article.id), deps)).article).toEqual(article);
    expect((await loadArticle(article.slug, deps)).article).toEqual(article);
    expect(api.requests).toEqual([`/api/articles/${article.slug}`]);
  });

  it('revalidates an older article; offline serves it whatever its age', async () => {
    const { api, deps, advance } = setup();
    await (
      await loadArticle(article.slug, deps)
    ).saved;
    advance(DEFAULT_EXPIRY_MS);
    await (
      await loadArticle(article.slug, deps)
    ).saved;
    expect(api.requests).toHaveLength(2);
    advance(DEFAULT_EXPIRY_MS);
    const offline = await loadArticle(article.slug, { ...deps, isOnline: () => false });
    expect(offline.article).toEqual(article);
    expect(api.requests).toHaveLength(2);
  });

  it('forgets an article the server no longer has', async () => {
    const { db, deps, advance } = setup();
    await (
      await loadArticle(article.slug, deps)
    ).saved;
    await db.articles.update(article.id, { slug: 'gone-meanwhile' });
    advance(DEFAULT_EXPIRY_MS);
    const loaded = await loadArticle('gone-meanwhile', deps);
    await loaded.saved;
    expect(loaded.article).toBeNull();
    expect(await db.articles.count()).toBe(0);
  });
});

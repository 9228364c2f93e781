import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { WriteWatch } from '../db/write-watch.ts';
import type { AnswerCache, EncodedAnswer } from '../http/answer-cache.ts';
import { cacheLookups } from '../metrics/metrics.ts';
import type { ApiRead } from './server-render.ts';

/**
 * How long a rendered page is served from memory before it is rendered afresh, whatever its data:
 * what depends on the time (a countdown to the end of bidding, in minutes) is at most this old.
 */
export const PAGE_TTL_MS = 60_000;

/** A page answer to send: its HTML in the codings ready, its status and version. */
export interface PageAnswer {
  status: number;
  answer: EncodedAnswer;
}

/**
 * A kept page is checked against its API reads at most this often, and only after a write while
 * the write watch is live: the requests for a busy page within it share one check, and a change
 * of its data shows within it.
 */
export const PAGE_RECHECK_MS = 1000;

interface KeptPage {
  version: string;
  status: number;
  reads: readonly ApiRead[];
  checkedAt: number;
  /** The write count (WriteWatch) when it was last rendered or checked. */
  checkedAtWrite: number;
  /** The check under way, shared by the requests that wait for it. */
  checking?: Promise<boolean>;
}

/** A page as rendered: its HTML, and the template and API reads it was made of. */
export interface FreshPage {
  status: number;
  html: string;
  template: string;
  reads: readonly ApiRead[];
}

/** What rendering an address gives: a page, or the router's redirect. */
export type Rendered = FreshPage | { redirect: { status: number; location: string } };

export type PageResult = (PageAnswer & { version: string }) | Exclude<Rendered, FreshPage>;

/**
 * The version of a page: the same address, language, template and answers make the same version
 * (so a browser's If-None-Match matches a render made later), any change a new one.
 */
export const pageVersion = (key: string, { status, template, reads }: FreshPage): string => {
  const hash = createHash('md5').update(`${key}\n${status}\n`).update(template);
  for (const { request, version } of reads) {
    hash.update(`\n${request.method} ${request.url} ${version}`);
    if (request.payload !== undefined) hash.update(request.payload);
  }
  return hash.digest('hex');
};

/**
 * Rendered pages kept in memory per address and language, as the API keeps its answers: with
 * their gzip and brotli bytes and a version for ETags. A kept page is sent again only while every
 * API answer it was made of is unchanged, and for at most PAGE_TTL_MS: while the write watch is
 * live and no process has written since the page was rendered or checked, it is sent without a
 * check; otherwise it is checked (a conditional request per answer, in process) at most every
 * PAGE_RECHECK_MS. Only found pages (200) are kept. Concurrent requests for a page that is not
 * kept share one render.
 */
export class PageCache {
  readonly #pages = new LRUCache<string, KeptPage>({ max: 10_000, ttl: PAGE_TTL_MS });
  readonly #bytes: AnswerCache;
  readonly #rendering = new Map<string, Promise<PageResult>>();
  readonly #readsCurrent: (reads: readonly ApiRead[]) => Promise<boolean>;
  readonly #writes: Pick<WriteWatch, 'live' | 'count'>;

  /** `bytes` keeps the pages' encoded HTML (the API's answer cache: one bound for both). */
  constructor(
    bytes: AnswerCache,
    readsCurrent: (reads: readonly ApiRead[]) => Promise<boolean>,
    writes: Pick<WriteWatch, 'live' | 'count'>,
  ) {
    this.#bytes = bytes;
    this.#readsCurrent = readsCurrent;
    this.#writes = writes;
  }

  /** The page for `key`: the kept one while current, else `render`'s, kept for the next request. */
  async answer(key: string, render: () => Promise<Rendered>): Promise<PageResult> {
    const kept = await this.#current(key);
    cacheLookups.inc({ cache: 'pages', result: kept ? 'hit' : 'miss' });
    if (kept) return kept;
    let rendering = this.#rendering.get(key);
    if (!rendering) {
      rendering = this.#renderAndKeep(key, render).finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, rendering);
    }
    return rendering;
  }

  async #renderAndKeep(key: string, render: () => Promise<Rendered>): Promise<PageResult> {
    const writesBefore = this.#writes.count;
    const rendered = await render();
    if ('redirect' in rendered) return rendered;
    const version = pageVersion(key, rendered);
    const answer = await this.#bytes.keep(key, version, rendered.html);
    if (rendered.status === 200) {
      this.#pages.set(key, {
        version,
        status: rendered.status,
        reads: rendered.reads,
        checkedAt: performance.now(),
        checkedAtWrite: writesBefore,
      });
    }
    return { status: rendered.status, answer, version };
  }

  async #current(key: string): Promise<(PageAnswer & { version: string }) | undefined> {
    const kept = this.#pages.get(key);
    const answer = kept && this.#bytes.get(key, kept.version);
    if (!kept || !answer) return undefined;
    const unwritten = this.#writes.live && kept.checkedAtWrite === this.#writes.count;
    if (
      unwritten ||
      performance.now() - kept.checkedAt < PAGE_RECHECK_MS ||
      (await this.#check(kept))
    ) {
      return { status: kept.status, answer, version: kept.version };
    }
    if (this.#pages.get(key) === kept) this.#pages.delete(key);
    return undefined;
  }

  #check(kept: KeptPage): Promise<boolean> {
    if (!kept.checking) {
      const writesBefore = this.#writes.count;
      kept.checking = this.#readsCurrent(kept.reads).finally(() => {
        kept.checkedAt = performance.now();
        kept.checkedAtWrite = writesBefore;
        kept.checking = undefined;
      });
    }
    return kept.checking;
  }
}

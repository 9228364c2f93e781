import { createHash } from 'node:crypto';
import { LRUCache, type Perf } from 'lru-cache';
import type { WriteWatch } from '../db/write-watch.ts';
import type { AnswerCache, EncodedAnswer } from '../http/answer-cache.ts';
import { cacheLookups } from '../metrics/metrics.ts';
import type { ApiRead } from './server-render.ts';

/**
 * How long a page that counts down the time (to the end of bidding, in minutes) is served from
 * memory before it is rendered afresh, whatever its data: its countdown is at most this old.
 */
export const PAGE_TTL_MS = 60_000;

/**
 * How long any other page is kept at most. Its data is checked as PageCache says, and nothing on
 * it moves with the clock; the bound only lets a page no one reads go.
 */
export const STILL_PAGE_TTL_MS = 15 * 60_000;

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

/**
 * A page as rendered: its HTML, the template and API reads it was made of, and whether a part of
 * it counts down the time.
 */
export interface FreshPage {
  status: number;
  html: string;
  template: string;
  reads: readonly ApiRead[];
  countsDown: boolean;
}

/** What rendering an address gives: a page, or the router's redirect. */
export type Rendered = FreshPage | { redirect: { status: number; location: string } };

export type PageResult = (PageAnswer & { version: string }) | Exclude<Rendered, FreshPage>;

/**
 * A page rendered in one server process as it offers it to the others: rendered once, served by
 * each.
 */
export interface SharedPage {
  key: string;
  version: string;
  status: number;
  html: string;
  reads: readonly ApiRead[];
  /** How much longer it may be kept. */
  ttlMs: number;
}

/**
 * Pages offered by other processes are held, as UTF-8 bytes outside the JavaScript heap, up to
 * this many bytes until first asked for (the most recently offered kept): most offered pages are
 * never asked for here; at 48 MB of strings they were the JavaScript heap's largest growth under
 * load, and at 16 MB of bytes they saved about as many renders as at 8 and filled for minutes
 * longer (docs/benchmarks.md, bench:soak of 2026-12-07).
 */
export const OFFERED_MAX_BYTES = 8 * 2 ** 20;

/** A kept page as one process hands it to a new one: its bytes go with the kept answers. */
export type HandedPage = Omit<SharedPage, 'html'>;

/** A page offered by another process, its HTML as bytes until this process sends it. */
type OfferedPage = HandedPage & { html: Buffer };

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
 * API answer it was made of is unchanged, and for at most PAGE_TTL_MS if it counts down the time
 * (else STILL_PAGE_TTL_MS): while the write watch is live and no process has written since the
 * page was rendered or checked, it is sent without a check; otherwise it is checked (a conditional
 * request per answer, in process) at most every PAGE_RECHECK_MS. Only found pages (200) are kept.
 * Concurrent requests for a page that is not kept share one render, and a page another server
 * process rendered (`offer`) is sent instead of rendering it again once its reads are checked.
 */
export class PageCache {
  readonly #pages: LRUCache<string, KeptPage>;
  readonly #clock: Perf;
  readonly #offered: LRUCache<string, OfferedPage>;
  /** Told of each page rendered here and kept (to hand it to the other processes). */
  onRendered: ((page: SharedPage) => void) | undefined;
  readonly #bytes: AnswerCache;
  readonly #rendering = new Map<string, Promise<PageResult>>();
  readonly #readsCurrent: (reads: readonly ApiRead[]) => Promise<boolean>;
  readonly #writes: Pick<WriteWatch, 'live' | 'count'>;

  /**
   * `bytes` keeps the pages' encoded HTML (the API's answer cache: one bound for both); `clock`
   * is what the ages are read from.
   */
  constructor(
    bytes: AnswerCache,
    readsCurrent: (reads: readonly ApiRead[]) => Promise<boolean>,
    writes: Pick<WriteWatch, 'live' | 'count'>,
    clock: Perf = performance,
  ) {
    this.#clock = clock;
    this.#pages = new LRUCache({ max: 10_000, ttl: STILL_PAGE_TTL_MS, perf: clock });
    this.#offered = new LRUCache({
      maxSize: OFFERED_MAX_BYTES,
      // Never 0, which lru-cache refuses.
      sizeCalculation: (page) => page.html.length + 1,
      ttl: STILL_PAGE_TTL_MS,
      perf: clock,
    });
    this.#bytes = bytes;
    this.#readsCurrent = readsCurrent;
    this.#writes = writes;
  }

  /** The bytes of the pages offered by other processes held now. */
  get offeredBytes(): number {
    return this.#offered.calculatedSize;
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

  /**
   * A page another process rendered, for this one to send while its reads stay current, for as
   * long as the other may: a page asked for by every process is rendered once.
   */
  offer(page: SharedPage): void {
    if (page.ttlMs <= 0 || this.#pages.peek(page.key)?.version === page.version) return;
    this.#offered.set(page.key, { ...page, html: Buffer.from(page.html) }, { ttl: page.ttlMs });
  }

  /**
   * The pages kept here whose bytes are kept too, the most recently read first, without their
   * HTML: a new process is handed their bytes with the answers (the answer cache holds both).
   */
  handedPages(): HandedPage[] {
    const handed: HandedPage[] = [];
    for (const [key, kept] of this.#pages.entries()) {
      if (this.#bytes.peek(key)?.hash !== kept.version) continue;
      const { version, status, reads } = kept;
      handed.push({ key, version, status, reads, ttlMs: this.#pages.getRemainingTTL(key) });
    }
    return handed;
  }

  /**
   * Keeps a page another process handed over, as the most recently read unless one is kept for
   * its address already; it is sent once its bytes are kept here in its version (the answer
   * cache adopts them) and its reads are checked.
   */
  adopt({ key, version, status, reads, ttlMs }: HandedPage): void {
    if (ttlMs <= 0 || this.#pages.has(key)) return;
    this.#pages.set(
      key,
      { version, status, reads, checkedAt: -Infinity, checkedAtWrite: -1 },
      { ttl: ttlMs },
    );
  }

  async #renderAndKeep(key: string, render: () => Promise<Rendered>): Promise<PageResult> {
    const writesBefore = this.#writes.count;
    const offered = await this.#takeOffered(key);
    if (offered) {
      const answer = await this.#bytes.keep(key, offered.version, offered.html);
      this.#keep(key, offered, writesBefore);
      return { status: offered.status, answer, version: offered.version };
    }
    const rendered = await render();
    if ('redirect' in rendered) return rendered;
    const version = pageVersion(key, rendered);
    const answer = await this.#bytes.keep(key, version, rendered.html);
    if (rendered.status === 200) {
      const ttlMs = rendered.countsDown ? PAGE_TTL_MS : STILL_PAGE_TTL_MS;
      const page = {
        key,
        version,
        status: rendered.status,
        html: rendered.html,
        reads: rendered.reads,
        ttlMs,
      };
      this.#keep(key, page, writesBefore);
      this.onRendered?.(page);
    }
    return { status: rendered.status, answer, version };
  }

  /** The page offered for `key` if its reads are still current. */
  async #takeOffered(key: string): Promise<OfferedPage | undefined> {
    const offered = this.#offered.get(key);
    this.#offered.delete(key);
    const current = offered && (await this.#readsCurrent(offered.reads));
    cacheLookups.inc({ cache: 'offered pages', result: current ? 'hit' : 'miss' });
    return current ? offered : undefined;
  }

  #keep(key: string, page: Omit<SharedPage, 'html'>, writesBefore: number): void {
    this.#pages.set(
      key,
      {
        version: page.version,
        status: page.status,
        reads: page.reads,
        checkedAt: this.#clock.now(),
        checkedAtWrite: writesBefore,
      },
      { ttl: page.ttlMs },
    );
  }

  async #current(key: string): Promise<(PageAnswer & { version: string }) | undefined> {
    const kept = this.#pages.get(key);
    const answer = kept && this.#bytes.get(key, kept.version);
    if (!kept || !answer) return undefined;
    const unwritten = this.#writes.live && kept.checkedAtWrite === this.#writes.count;
    if (
      unwritten ||
      this.#clock.now() - kept.checkedAt < PAGE_RECHECK_MS ||
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
        kept.checkedAt = this.#clock.now();
        kept.checkedAtWrite = writesBefore;
        kept.checking = undefined;
      });
    }
    return kept.checking;
  }
}

/**
 * The pages whose news is still to be found, behind the writer: a writer adds a page's news after
 * its commit and goes on with the next page. Pages committed within DELAY_MS of the first that
 * waits are merged, up to MAX_MERGED, and their news found at once: much of its cost is the same
 * for four pages as for one (each watched search sieved, the insert), so a long ingest pays about
 * half as much a page. The writer waits only while MAX_WAITING pages wait. Merged pages whose
 * news fails are logged and left: their tenders are committed, and only their notifications are
 * lost.
 */
import type { Database } from '../db/database.ts';
import { mergeNews, recordNews, type PageNews } from './evaluate.ts';

/** How long a page waits for others to merge with; tests wait longer to merge for sure. */
const DELAY_MS = 1_000;
const MAX_MERGED = 4;
const MAX_WAITING = 8;

interface Waiting {
  news: PageNews;
  at: number;
  found: (() => void) | undefined;
}

export class NewsQueue {
  readonly #db: Database;
  readonly #log: (line: string) => void;
  readonly #waiting: Waiting[] = [];
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #draining = false;
  readonly #delayMs: number;

  constructor(db: Database, log: (line: string) => void, { delayMs = DELAY_MS } = {}) {
    this.#db = db;
    this.#log = log;
    this.#delayMs = delayMs;
  }

  /**
   * Queues a committed page's news (`found` is called once it is recorded); resolves when the
   * queue has room for the next page.
   */
  async add(news: PageNews | undefined, found?: () => void): Promise<void> {
    if (!news) return;
    this.#waiting.push({ news, at: performance.now(), found });
    this.#next();
    while (this.#waiting.length >= MAX_WAITING) await this.#start();
  }

  /** Resolves when every queued page's news is found, finding it now. */
  async drain(): Promise<void> {
    this.#draining = true;
    try {
      while (this.#waiting.length > 0 || this.#running) await this.#start();
    } finally {
      this.#draining = false;
    }
  }

  /** Whether the waiting pages' news is to be found now rather than merged with later pages'. */
  #due(): boolean {
    const oldest = this.#waiting[0];
    if (!oldest) return false;
    return (
      this.#draining ||
      this.#waiting.length >= MAX_MERGED ||
      performance.now() - oldest.at >= this.#delayMs - 1
    );
  }

  /** Finds the waiting pages' news if it is due, or else waits for the oldest page's time. */
  #next(): void {
    const oldest = this.#waiting[0];
    if (this.#due()) void this.#start();
    else if (oldest && !this.#timer && !this.#running) {
      this.#timer = setTimeout(
        () => {
          this.#timer = undefined;
          this.#next();
        },
        Math.max(0, oldest.at + this.#delayMs - performance.now()),
      );
    }
  }

  /** Resolves when the news being found, if any, is recorded; starts finding it if it is due. */
  #start(): Promise<void> {
    if (!this.#running && this.#due()) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
      this.#running = this.#run().finally(() => {
        this.#running = undefined;
        this.#next();
      });
    }
    return this.#running ?? Promise.resolve();
  }

  async #run(): Promise<void> {
    while (this.#due()) {
      const pages = this.#waiting.splice(0, MAX_MERGED);
      try {
        await recordNews(this.#db, mergeNews(pages.map((page) => page.news)));
        for (const page of pages) page.found?.();
      } catch (error) {
        this.#log(
          `watches: the news of ${String(pages.length)} page(s) was lost (${error instanceof Error ? error.message : String(error)})`,
        );
      }
    }
  }
}

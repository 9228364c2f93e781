/**
 * The pages whose news is still to be found, one at a time, behind the writer: a writer adds a
 * page's news after its commit and goes on with the next page, waiting only while
 * `MAX_WAITING` pages wait already. A page whose news fails is logged and left: its tenders are
 * committed, and only that page's notifications are lost.
 */
import PQueue from 'p-queue';
import type { Database } from '../db/database.ts';
import type { PageNews } from './evaluate.ts';

const MAX_WAITING = 4;

export class NewsQueue {
  readonly #queue = new PQueue({ concurrency: 1 });
  readonly #db: Database;
  readonly #log: (line: string) => void;

  constructor(db: Database, log: (line: string) => void) {
    this.#db = db;
    this.#log = log;
  }

  /** Queues a committed page's news; resolves when the queue has room for the next page. */
  async add(news: PageNews | undefined): Promise<void> {
    if (!news) return;
    this.#queue
      .add(() => news(this.#db))
      .catch((error: unknown) => {
        this.#log(
          `watches: a page's news was lost (${error instanceof Error ? error.message : String(error)})`,
        );
      });
    await this.#queue.onSizeLessThan(MAX_WAITING);
  }

  /** Resolves when every queued page's news is found. */
  drain(): Promise<void> {
    return this.#queue.onIdle();
  }
}

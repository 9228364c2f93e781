import pLimit from 'p-limit';
import type { Database, Queryable, Transaction } from '../db/database.ts';
import type { UpsertOutcome } from '../db/entities/upsert.ts';
import { writeWatched } from '../watches/evaluate.ts';
import { NewsQueue } from '../watches/news-queue.ts';
import { printable } from '../terminal.ts';
import { markFeedEnd, readCursor, saveCursor } from './cursor.ts';
import { feedUrl, parseFeedPage } from './feed.ts';
import { DEFAULT_RETRY, getJson, UpstreamError, type RetryPolicy } from './http.ts';

/** One feed of the upstream API and how its objects are stored. */
export interface SyncResource {
  /** The path segment: tenders, plans, contracts, frameworks, monitorings. */
  name: string;
  baseUrl: string;
  write: (tx: Queryable, json: unknown) => Promise<UpsertOutcome>;
  /** Whether the watches hear of its objects (server/watches): the tenders. */
  watched?: boolean;
}

export interface SyncOptions {
  pageSize: number;
  concurrency: number;
  retry: RetryPolicy;
  log: (line: string) => void;
}

export const DEFAULT_SYNC: SyncOptions = {
  pageSize: 100,
  concurrency: 4,
  retry: DEFAULT_RETRY,
  // Lines carry ids and messages from upstream.
  log: (line) => {
    console.log(printable(line));
  },
};

export interface SyncStats {
  objects: number;
  counts: Record<UpsertOutcome, number>;
  skipped: number;
}

const formatLag = (ms: number): string => {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours}h${minutes % 60}m` : `${Math.floor(hours / 24)}d`;
};

/**
 * Follows one changes feed from the saved cursor to its end, or until `stop` is aborted (the
 * page in flight is still committed). Each page's objects and the next cursor are committed
 * together, so a crash resumes after the last committed page; objects seen twice are harmless
 * because the newest dateModified wins. It ends when the news of its pages is found too.
 */
export const syncResource = async (
  db: Database,
  resource: SyncResource,
  options: SyncOptions = DEFAULT_SYNC,
  stop?: AbortSignal,
): Promise<SyncStats> => {
  const news = new NewsQueue(db, options.log);
  try {
    return await readFeed(db, resource, options, news, stop);
  } finally {
    await news.drain();
  }
};

const readFeed = async (
  db: Database,
  resource: SyncResource,
  options: SyncOptions,
  news: NewsQueue,
  stop?: AbortSignal,
): Promise<SyncStats> => {
  const stats: SyncStats = {
    objects: 0,
    counts: { inserted: 0, updated: 0, unchanged: 0 },
    skipped: 0,
  };
  const started = performance.now();
  let offset = await readCursor(db, resource.name);
  while (!stop?.aborted) {
    const url = feedUrl(resource.baseUrl, resource.name, offset, options.pageSize);
    const page = parseFeedPage(await getJson(url, options.retry));
    if (page.entries.length === 0) {
      await markFeedEnd(db, resource.name);
      break;
    }

    const ids = [...new Set(page.entries.map((entry) => entry.id))];
    const objects = await pLimit(Math.max(1, Math.floor(options.concurrency))).map(
      ids,
      async (id) => {
        try {
          return await getJson(
            `${resource.baseUrl.replace(/\/$/, '')}/${resource.name}/${id}`,
            options.retry,
          );
        } catch (error) {
          // A 4xx (removed or hidden object) must not stall the feed; it is logged and skipped.
          if (error instanceof UpstreamError && /HTTP 4\d\d$/.test(error.message)) {
            options.log(`${resource.name}/${id}: skipped (${error.message})`);
            return undefined;
          }
          throw error;
        }
      },
    );

    const nextOffset = page.nextOffset ?? offset;
    const newest = Math.max(...page.entries.map((entry) => Date.parse(entry.dateModified) || 0));
    const writePage = async (tx: Transaction): Promise<void> => {
      for (const [index, json] of objects.entries()) {
        if (json === undefined) {
          stats.skipped += 1;
          continue;
        }
        try {
          stats.counts[await resource.write(tx, json)] += 1;
        } catch (error) {
          stats.skipped += 1;
          options.log(
            `${resource.name}/${ids[index] ?? '?'}: skipped (${error instanceof Error ? error.message : String(error)})`,
          );
        }
      }
      if (nextOffset !== undefined) {
        await saveCursor(tx, resource.name, nextOffset, newest);
      }
    };
    const { news: pageNews } = await writeWatched(db, resource.watched ? ids : [], writePage);
    await news.add(pageNews);
    stats.objects += ids.length;

    const seconds = (performance.now() - started) / 1000;
    options.log(
      `${resource.name}: ${stats.objects} objects, ${(stats.objects / Math.max(seconds, 0.001)).toFixed(1)}/s, ` +
        `lag ${formatLag(Date.now() - newest)}`,
    );
    if (nextOffset === undefined || nextOffset === offset) {
      await markFeedEnd(db, resource.name);
      break;
    }
    offset = nextOffset;
  }
  return stats;
};

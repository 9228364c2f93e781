/** The OpenProcurement changes feed: GET /{resource}?feed=changes&offset=…&limit=… */
import { isRecord } from '../ingest/transform/read.ts';

export interface FeedEntry {
  id: string;
  dateModified: string;
}

export interface FeedPage {
  entries: FeedEntry[];
  /** The offset of the next page (next_page.offset); equal to the current one at the end. */
  nextOffset: string | undefined;
}

export const feedUrl = (
  baseUrl: string,
  resource: string,
  offset: string | undefined,
  limit: number,
): string => {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/${resource}`);
  url.searchParams.set('feed', 'changes');
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('opt_fields', 'dateModified');
  if (offset !== undefined) url.searchParams.set('offset', offset);
  return url.toString();
};

/** Reads one feed page; anything that is not the documented shape is an error. */
export const parseFeedPage = (json: unknown): FeedPage => {
  if (!isRecord(json) || !Array.isArray(json.data)) {
    throw new Error('The feed page has no "data" list');
  }
  const entries = json.data.flatMap((item: unknown): FeedEntry[] =>
    isRecord(item) && typeof item.id === 'string' && typeof item.dateModified === 'string'
      ? [{ id: item.id, dateModified: item.dateModified }]
      : [],
  );
  const next = isRecord(json.next_page) ? json.next_page.offset : undefined;
  return {
    entries,
    nextOffset: typeof next === 'string' || typeof next === 'number' ? String(next) : undefined,
  };
};

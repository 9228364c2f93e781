/** The body of POST /api/watches, checked; any problem is a BadRequestError (400) naming it. */
import { LANGS, type Lang } from '../../contract/api.ts';
import { searchPart } from '../feeds/atom.ts';
import { BadRequestError } from '../http/errors.ts';
import { readPaging } from '../http/params.ts';
import { parseQuery, QUERY_ERROR } from '../http/query.ts';
import { parseFilters } from '../search/parse-filters.ts';
import type { SearchFilters } from '../search/filters.ts';
import { pushEndpointProblem } from './push-endpoint.ts';

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type WatchInput = { lang: Lang; push: PushSubscriptionJson | undefined } & (
  { kind: 'search'; query: string } | { kind: 'tender'; id: string }
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query string of /search/tender (with or without `?`), without paging or language. */
const searchQueryOf = (value: unknown): string => {
  if (typeof value !== 'string' || value.length > 2000) {
    throw new BadRequestError(
      '"query" must be the query string of a tender search, up to 2000 characters',
    );
  }
  return searchPart(value);
};

/** The search a watch's query string asks for, read and refused as the search reads it. */
export const watchFilters = (query: string): SearchFilters => {
  const parsed = parseQuery(query);
  if (parsed[QUERY_ERROR]) throw new BadRequestError(parsed[QUERY_ERROR]);
  readPaging(parsed);
  return parseFilters(parsed, 'tender');
};

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const readPush = (
  value: unknown,
  pushHosts: readonly string[],
): PushSubscriptionJson | undefined => {
  if (value === undefined || value === null) return undefined;
  const keys = isRecord(value) ? value.keys : undefined;
  if (
    !isRecord(value) ||
    typeof value.endpoint !== 'string' ||
    value.endpoint.length > 1000 ||
    !isRecord(keys) ||
    typeof keys.p256dh !== 'string' ||
    typeof keys.auth !== 'string' ||
    !BASE64URL.test(keys.p256dh) ||
    !BASE64URL.test(keys.auth) ||
    keys.p256dh.length > 200 ||
    keys.auth.length > 100
  ) {
    throw new BadRequestError(
      '"push" must be a PushSubscription: {endpoint, keys: {p256dh, auth}}',
    );
  }
  const problem = pushEndpointProblem(value.endpoint, pushHosts);
  if (problem) throw new BadRequestError(problem);
  return { endpoint: value.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
};

export const parseWatch = (body: unknown, pushHosts: readonly string[]): WatchInput => {
  if (!isRecord(body)) throw new BadRequestError('The body must be a JSON object');
  const lang = LANGS.find((code) => code === body.lang);
  if (!lang) throw new BadRequestError('"lang" must be "uk" or "en"');
  const push = readPush(body.push, pushHosts);
  if (body.kind === 'search') {
    const query = searchQueryOf(body.query);
    watchFilters(query);
    return { kind: 'search', query, lang, push };
  }
  if (body.kind === 'tender') {
    if (typeof body.id !== 'string' || !/^[\w-]{1,64}$/.test(body.id)) {
      throw new BadRequestError('"id" must be a tender\'s tenderID or id');
    }
    return { kind: 'tender', id: body.id, lang, push };
  }
  throw new BadRequestError('"kind" must be "search" or "tender"');
};

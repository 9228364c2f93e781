/** The body of POST /api/watches, read; any problem is a BadRequestError (400) naming it. */
import type { Static } from '@sinclair/typebox';
import type { Lang } from '../../contract/api.ts';
import type { WatchBodySchema } from '../../contract/schemas/requests.ts';
import { searchPart } from '../feeds/atom.ts';
import { BadRequestError } from '../http/errors.ts';
import { readPaging } from '../http/params.ts';
import { parseQuery, QUERY_ERROR } from '../http/query.ts';
import { parseFilters } from '../search/parse-filters.ts';
import type { SearchFilters } from '../search/filters.ts';
import { pushEndpointProblem } from './push-endpoint.ts';

export type WatchBody = Static<typeof WatchBodySchema>;

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type WatchInput = { lang: Lang; push: PushSubscriptionJson | undefined } & (
  { kind: 'search'; query: string } | { kind: 'tender'; id: string }
);

/** The body's checks of its shape are its schema's (WatchBodySchema); a search needs a query. */
const searchQueryOf = (value: string | undefined): string => {
  if (value === undefined) {
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

/** A subscription's endpoint must be at a push service the portal posts to. */
const readPush = (
  value: WatchBody['push'],
  pushHosts: readonly string[],
): PushSubscriptionJson | undefined => {
  if (value === undefined || value === null) return undefined;
  const problem = pushEndpointProblem(value.endpoint, pushHosts);
  if (problem) throw new BadRequestError(problem);
  return { endpoint: value.endpoint, keys: { p256dh: value.keys.p256dh, auth: value.keys.auth } };
};

/** The body of POST /api/watches, its shape checked by the route's schema. */
export const parseWatch = (body: WatchBody, pushHosts: readonly string[]): WatchInput => {
  const { lang } = body;
  const push = readPush(body.push, pushHosts);
  if (body.kind === 'search') {
    const query = searchQueryOf(body.query);
    watchFilters(query);
    return { kind: 'search', query, lang, push };
  }
  if (body.id === undefined) throw new BadRequestError('"id" must be a tender\'s tenderID or id');
  return { kind: 'tender', id: body.id, lang, push };
};

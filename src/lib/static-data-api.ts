import { QUERY_LIMITS } from '../../contract/api';
import type { CacheRequest, StaticDataQuery, StaticDataResponse } from '../../contract/static-data';
import type { Http } from './http';

/** qs on the server keeps arrays of up to arrayLimit indices: longer ones are split. */
const CACHE_CHUNK = QUERY_LIMITS.arrayLimit;

const fetchChunk = async (http: Http, query: StaticDataQuery): Promise<StaticDataResponse> => {
  // qs comes with the first request for dictionaries, not with the first page, which has them.
  const { stringify } = await import('./query');
  const answer: unknown = await http.get('static-data', { searchParams: stringify(query) }).json();
  const answerData =
    typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  if (typeof answerData !== 'object' || answerData === null) {
    throw new TypeError('static-data: the answer has no data object');
  }
  // The shape's check (TypeBox's) loads with the first answer, not with the first page.
  const { toDictionary } = await import('./dictionary-shape');
  const data: StaticDataResponse['data'] = {};
  for (const { key } of query.cache) {
    const dictionary = toDictionary((answerData as Record<string, unknown>)[key]);
    if (dictionary) data[key] = dictionary;
  }
  return { data };
};

/** GET /api/static-data with the cache array; rejects on a network, HTTP or shape failure. */
export async function fetchStaticData(
  http: Http,
  query: StaticDataQuery,
): Promise<StaticDataResponse> {
  const chunks: CacheRequest[][] = [];
  for (let i = 0; i < query.cache.length; i += CACHE_CHUNK) {
    chunks.push(query.cache.slice(i, i + CACHE_CHUNK));
  }
  const answers = await Promise.all(chunks.map((cache) => fetchChunk(http, { ...query, cache })));
  return {
    data: Object.assign({}, ...answers.map((answer) => answer.data)) as StaticDataResponse['data'],
  };
}

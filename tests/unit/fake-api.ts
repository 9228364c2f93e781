import type { Dictionary, DictionaryKey } from '../../contract/static-data';

export interface RecordedRequest {
  method: string;
  url: URL;
  at: number;
}

/** The cache array of a recorded static-data request, as the server's qs parser reads it. */
export function cacheArray(url: URL): { key: string | null; date_modified: string | null }[] {
  const entries: { key: string | null; date_modified: string | null }[] = [];
  for (let index = 0; url.searchParams.has(`cache[${index}][key]`); index += 1) {
    entries.push({
      key: url.searchParams.get(`cache[${index}][key]`),
      date_modified: url.searchParams.get(`cache[${index}][date_modified]`),
    });
  }
  return entries;
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A stand-in for the portal API at the network boundary (a `fetch`): it answers
 * /api/static-data like the server does (a dictionary whose date_modified the client
 * sent and is current is left out) and records every request.
 */
export function fakeStaticDataApi(initial: Partial<Record<DictionaryKey, Dictionary>>) {
  const requests: RecordedRequest[] = [];
  const state = {
    dictionaries: { ...initial },
    /** When set, every request fails this way until cleared. */
    failWith: undefined as 'network' | 500 | undefined,
  };
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push({ method: request.method, url, at: performance.now() });
    if (state.failWith === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (state.failWith === 500) {
      return Promise.resolve(
        json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }),
      );
    }
    const data: Partial<Record<DictionaryKey, Dictionary>> = {};
    for (const { key, date_modified } of cacheArray(url)) {
      const dictionary = state.dictionaries[key as DictionaryKey];
      if (dictionary && dictionary.date_modified !== date_modified) {
        data[key as DictionaryKey] = dictionary;
      }
    }
    return Promise.resolve(json(200, { data }));
  };
  return { fetch, requests, state };
}

/** The element at `index`, failing the test when there is none. */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`expected an element at ${index}, got ${list.length}`);
  return item;
}

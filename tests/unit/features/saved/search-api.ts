import type { SearchResponse } from '../../../../contract/api';
import type { Tender } from '../../../../contract/tender';
import { createHttp } from '../../../../src/lib/http';
import { shippedTender } from '../tender/shipped-tenders';
import { shippedTenderIDs } from '../../../support/shipped-cdb';

/** The first shipped real tenders in the portal shape, as many as asked. */
export const shippedTenders = (count: number, from = 0): Tender[] =>
  shippedTenderIDs()
    .slice(from, from + count)
    .map((id) => shippedTender(id));

/** A search hit of a tender, as POST /api/search/tender lists it (the fields this code reads). */
export const tenderHit = (tender: Tender) => ({
  id: tender.id,
  tenderID: tender.tenderID,
  title: tender.title,
  status: tender.status,
});

export const searchPage = (tenders: readonly Tender[]): SearchResponse<unknown> => ({
  data: tenders.map(tenderHit),
  page: 1,
  per_page: 20,
  total: tenders.length,
  total_relation: 'eq',
});

/**
 * The portal's search endpoint at the network boundary: it answers every search with the
 * tenders it holds now (or fails like a lost connection) and records what was asked.
 */
export function fakeSearchApi(initial: readonly Tender[]) {
  const state = { tenders: [...initial], offline: false };
  const requests: URL[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(new URL(request.url));
    if (state.offline) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(searchPage(state.tenders)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  const http = createHttp({ prefixUrl: 'http://portal.test/api', fetch });
  return { state, requests, http };
}

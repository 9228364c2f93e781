import { toTenderOwnTabs } from '../../../../server/ingest/transform/tabs/own-tabs';
import type { SavedTender } from '../../../../src/features/saved/store/saved-tenders';
import type { TenderTabAnswers } from '../../../../src/lib/db';
import { createHttp } from '../../../../src/lib/http';
import { shippedTender } from '../tender/shipped-tenders';
import { shippedCdbTender } from '../../../support/shipped-cdb';

/** The four tab answers the server gives for a shipped tender (no shipped monitoring names one). */
export function shippedTabAnswers(tenderID: string): TenderTabAnswers {
  const own = toTenderOwnTabs(shippedCdbTender(tenderID));
  return {
    questions: { data: own.questions },
    complaints: { data: own.complaints },
    monitorings: { data: [] },
    agreements: { data: { agreements: own.agreements, contracts: own.contracts } },
  };
}

/** A saved tender as the device lists it, from a shipped tender. */
export function savedShipped(tenderID: string, storedAt = Date.UTC(2026, 10, 23, 10, 5)) {
  const tender = shippedTender(tenderID);
  return {
    saved: { id: tender.id, tenderID, savedAt: storedAt, checkedAt: storedAt },
    copy: { tender, tabs: shippedTabAnswers(tenderID), storedAt },
  } satisfies SavedTender;
}

/**
 * The portal API at the network boundary for some shipped tenders: GET /api/tenders/:id and its
 * four tab endpoints (by internal id or tenderID); `failing` names paths that fail as a network
 * would.
 */
export function shippedTendersApi(tenderIDs: readonly string[]) {
  const tenders = tenderIDs.map((tenderID) => shippedTender(tenderID));
  const requests: string[] = [];
  const failing = new Set<string>();
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : new Request(input, init).url);
    requests.push(url.pathname);
    const [, , , key = '', tab] = url.pathname.split('/').map(decodeURIComponent);
    if (failing.has(tab ?? 'tender')) return Promise.reject(new TypeError('Failed to fetch'));
    const tender = tenders.find((found) => found.id === key || found.tenderID === key);
    const body = !tender
      ? { statusCode: 404, error: 'Not Found', message: `Tender ${key} not found` }
      : tab
        ? shippedTabAnswers(tender.tenderID)[tab as keyof TenderTabAnswers]
        : { data: tender };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: tender ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  const http = createHttp({ prefixUrl: 'http://portal.test/api', fetch });
  return { tenders, requests, failing, http };
}

import type { Tender } from '../../../../contract/tender';
import { toTenderOwnTabs } from '../../../../server/ingest/transform/tabs/own-tabs';
import type { TenderTabAnswers } from '../../../../src/lib/db';
import { PortalDb } from '../../../../src/lib/db';
import { createHttp } from '../../../../src/lib/http';
import { shippedTender } from '../../features/tender/shipped-tenders';
import { shippedCdbTender } from '../../../support/shipped-cdb';
import { shippedArticles } from '../../../support/shipped-data';

/** What the network does with the next request: answer, fail (a 500) or not be there. */
export type NetworkMode = 'online' | 'offline' | 500;

/** A shipped tender and its four tab answers, as the portal API gives them. */
export function shippedAnswers(tenderID: string): { tender: Tender; tabs: TenderTabAnswers } {
  const own = toTenderOwnTabs(shippedCdbTender(tenderID));
  return {
    tender: shippedTender(tenderID),
    tabs: {
      questions: { data: own.questions },
      complaints: { data: own.complaints },
      monitorings: { data: [] },
      agreements: { data: { agreements: own.agreements, contracts: own.contracts } },
    },
  };
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The portal API at the network boundary for some shipped tenders: GET /api/tenders/:id and its
 * tabs (by internal id or tenderID), and GET /api/articles/:id (id or slug) of every shipped one. `modes` holds what the next requests meet, one each; the
 * last one stays. Every request's path is recorded.
 */
export function shippedTenderApi(tenderIDs: readonly string[]) {
  const answers = tenderIDs.map(shippedAnswers);
  const articles = shippedArticles();
  const modes: NetworkMode[] = ['online'];
  const requests: string[] = [];
  /** Each request's cache mode: 'no-cache' asks the server itself, past the service worker. */
  const cacheModes: RequestCache[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push(decodeURIComponent(url.pathname));
    cacheModes.push(request.cache);
    const mode = modes.length > 1 ? (modes.shift() as NetworkMode) : modes[0];
    if (mode === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (mode === 500) return Promise.resolve(json(500, { statusCode: 500, message: 'boom' }));
    const [kind, id = '', tab] = decodeURIComponent(url.pathname.replace('/api/', '')).split('/');
    if (kind === 'articles') {
      const article = articles.find((a) => String(a.id) === id || a.slug === id);
      return Promise.resolve(article ? json(200, { data: article }) : json(404, {}));
    }
    const found = answers.find(({ tender }) => tender.id === id || tender.tenderID === id);
    if (!found) return Promise.resolve(json(404, { statusCode: 404, message: 'not found' }));
    const body = tab ? found.tabs[tab as keyof TenderTabAnswers] : { data: found.tender };
    return Promise.resolve(json(200, body));
  };
  const http = createHttp({ prefixUrl: 'http://portal.test/api', fetch });
  return { answers, modes, requests, cacheModes, http };
}

const databases: PortalDb[] = [];

/** A fresh database (fake-indexeddb) for one test; `deleteTestDbs` removes them after it. */
export function testDb(): PortalDb {
  const db = new PortalDb(`offline-${crypto.randomUUID()}`);
  databases.push(db);
  return db;
}

export async function deleteTestDbs(): Promise<void> {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
}

import { upsertTender } from '../db/tenders.ts';
import { unwrapTender } from '../ingest/cdb.ts';
import type { SyncResource } from './sync.ts';

/** The public Prozorro APIs (tenders, plans, contracts, frameworks; and the audit API). */
export const DEFAULT_API_URL = 'https://public-api.prozorro.gov.ua/api/2.5';
export const DEFAULT_AUDIT_URL = 'https://audit-api.prozorro.gov.ua/api/2.5';

export interface Upstream {
  apiUrl: string;
  auditUrl: string;
}

/** The feeds the portal follows, each with the writer of its objects. */
export const syncResources = ({ apiUrl }: Upstream): SyncResource[] => [
  { name: 'tenders', baseUrl: apiUrl, write: (tx, json) => upsertTender(tx, unwrapTender(json)) },
];

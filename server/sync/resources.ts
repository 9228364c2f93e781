import { upsertCdbObjects } from '../db/entities/upsert-object.ts';
import type { UpsertOutcome } from '../db/entities/upsert.ts';
import { cdbObjectsIn } from '../ingest/cdb.ts';
import type { Queryable } from '../db/database.ts';
import type { SyncResource } from './sync.ts';

/** The public Prozorro APIs (tenders, plans, contracts, frameworks; and the audit API). */
export const DEFAULT_API_URL = 'https://public-api.prozorro.gov.ua/api/2.5';
export const DEFAULT_AUDIT_URL = 'https://audit-api.prozorro.gov.ua/api/2.5';

export interface Upstream {
  apiUrl: string;
  auditUrl: string;
}

/** Stores one fetched object of any kind, as `npm run ingest` does (tab counters included). */
const writeObject = async (tx: Queryable, json: unknown): Promise<UpsertOutcome> => {
  const [outcome] = await upsertCdbObjects(tx, cdbObjectsIn(json, { catalogue: false }));
  return outcome ?? 'unchanged';
};

/** The feeds the portal follows. */
export const syncResources = ({ apiUrl, auditUrl }: Upstream): SyncResource[] => [
  ...['tenders', 'plans', 'contracts', 'frameworks', 'agreements'].map((name) => ({
    name,
    baseUrl: apiUrl,
    write: writeObject,
  })),
  { name: 'monitorings', baseUrl: auditUrl, write: writeObject },
];

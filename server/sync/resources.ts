import type { SyncConfig } from '../config.ts';
import { upsertCdbObjects } from '../ingest/upsert-objects.ts';
import type { UpsertOutcome } from '../db/entities/upsert.ts';
import { cdbObjectsIn } from '../ingest/cdb.ts';
import type { Queryable } from '../db/database.ts';
import type { SyncResource } from './sync.ts';

/** Stores one fetched object of any kind, as `npm run ingest` does (tab counters included). */
const writeObject = async (tx: Queryable, json: unknown): Promise<UpsertOutcome> => {
  const [outcome] = await upsertCdbObjects(tx, cdbObjectsIn(json, { catalogue: false }));
  return outcome ?? 'unchanged';
};

/** The feeds the portal follows. */
export const syncResources = ({
  apiUrl,
  auditUrl,
}: Pick<SyncConfig, 'apiUrl' | 'auditUrl'>): SyncResource[] => [
  { name: 'tenders', baseUrl: apiUrl, write: writeObject, watched: true },
  ...['plans', 'contracts', 'frameworks', 'agreements'].map((name) => ({
    name,
    baseUrl: apiUrl,
    write: writeObject,
  })),
  { name: 'monitorings', baseUrl: auditUrl, write: writeObject },
];

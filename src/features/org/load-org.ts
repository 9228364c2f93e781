import type { ItemResponse } from '../../../contract/api';
import type { OrgProfile } from '../../../contract/org';
import { OrgProfileSchema } from '../../../contract/schemas/answers';
import type { PortalDb } from '../../lib/db';
import { fits } from '../../lib/fits-schema';
import { http as defaultHttp } from '../../lib/http';
import type { Http } from '../../lib/http';
import { appLocalDb } from '../../lib/local-db';
import type { LocalDbAccess } from '../../lib/local-db';
import { heldOrFetched } from '../../lib/offline/expiry';
import type { ExpiryDeps } from '../../lib/offline/expiry';
import { withStorage } from '../../lib/storage';

export interface OrgLoadDeps extends ExpiryDeps {
  localDb?: LocalDbAccess;
}

export interface LoadedOrg {
  profile: OrgProfile;
  /** Epoch ms the copy shown was fetched, when it came from the device. */
  storedAt?: number;
  /** Settles when the copy for offline reading is written (or its failure logged). */
  saved: Promise<void>;
}

/** A profile as the API describes it: the page reads the rest defensively. */
const isOrgProfile = (value: unknown): value is OrgProfile => fits(OrgProfileSchema, value);

/** GET /api/orgs/:edrpou's profile. */
export async function fetchOrg(edrpou: string, http: Http = defaultHttp): Promise<OrgProfile> {
  const answer = await http.get(`orgs/${encodeURIComponent(edrpou)}`).json<ItemResponse<unknown>>();
  if (!isOrgProfile(answer.data)) throw new TypeError(`orgs/${edrpou}: unexpected answer`);
  return answer.data;
}

const logFailure = (error: unknown): void => {
  console.error('Could not save the profile for offline reading', error);
};

/** Writes the viewed profile, then keeps the viewed profiles within the viewed tenders' cap. */
async function keepViewedOrg(db: PortalDb, profile: OrgProfile, storedAt: number): Promise<void> {
  const [{ withRoom }, { capViewedOrgs }] = await Promise.all([
    import('../../lib/offline/quota'),
    import('../../lib/offline/viewed-cap'),
  ]);
  await withRoom(db, () =>
    withStorage('keep profile', () =>
      db.orgs.put({ edrpou: profile.edrpou, data: profile, storedAt, viewedAt: storedAt }),
    ),
  );
  await capViewedOrgs(db);
}

/** A profile that came in a page rendered on the server: kept as a fetched one is. */
export function keepRenderedOrg(profile: OrgProfile, localDb: LocalDbAccess = appLocalDb): void {
  localDb
    .forWrite()
    .then((db) => keepViewedOrg(db, profile, Date.now()))
    .catch(logFailure);
}

/**
 * The profile under the viewed tenders' expiry (lib/offline/expiry.ts): a fresh held copy
 * without a request, else the network's answer (kept in the background), else the held copy.
 */
export async function loadOrg(edrpou: string, deps: OrgLoadDeps = {}): Promise<LoadedOrg> {
  const localDb = deps.localDb ?? appLocalDb;
  let heldAt: number | undefined;
  const served = await heldOrFetched(
    `Organisation ${edrpou}`,
    async () => {
      const db = await localDb.forRead();
      const record = db ? await withStorage('read profile', () => db.orgs.get(edrpou)) : undefined;
      if (!record || !isOrgProfile(record.data)) return undefined;
      heldAt = record.storedAt;
      return { value: record.data, storedAt: record.storedAt };
    },
    (http) => fetchOrg(edrpou, http),
    deps,
  );
  const profile = served.value;
  const saved = localDb
    .forWrite()
    .then((db) =>
      served.from === 'network'
        ? keepViewedOrg(db, profile, Date.now())
        : withStorage('mark profile viewed', () =>
            db.orgs.update(edrpou, { viewedAt: Date.now() }),
          ).then(() => undefined),
    )
    .catch(logFailure);
  return served.from === 'device' ? { profile, storedAt: heldAt, saved } : { profile, saved };
}

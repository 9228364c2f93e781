import type { LoaderFunctionArgs } from 'react-router-dom';
import type { OrgProfile } from '../../../contract/org';
import { loadOr404 } from '../../lib/offline-route';

export interface OrgLoaderData {
  profile: OrgProfile;
  /** Epoch ms of the device's copy shown (offline or past the expiry), else undefined. */
  storedAt?: number;
}

/** /org/:edrpou: the profile; an unknown or malformed code → the not-found page. */
export async function orgLoader({ params }: LoaderFunctionArgs): Promise<OrgLoaderData> {
  const edrpou = (params.edrpou ?? '').trim();
  const { loadOrg } = await import('./load-org');
  return loadOr404(`Organisation ${edrpou}`, async () => {
    const { profile, storedAt } = await loadOrg(edrpou);
    return storedAt === undefined ? { profile } : { profile, storedAt };
  });
}

/** What the loader keeps for offline reading, done in the browser for a server-rendered page. */
export const keepOrg = ({ profile }: OrgLoaderData): void => {
  void import('./load-org').then(({ keepRenderedOrg }) => {
    keepRenderedOrg(profile);
  });
};

import { useMatches, useRouteLoaderData } from 'react-router-dom';
import type { Tender } from '../../../contract/tender';
import type { TenderLoaderData } from './loader';
import type { PartialTender } from './withheld-parts';
import { isTenderTabName } from '../../../contract/routes/tender-pages';
import type { TenderTabName } from '../../../contract/routes/tender-pages';

const useLoaded = (): TenderLoaderData => {
  const loaded = useRouteLoaderData<TenderLoaderData>('tender');
  if (!loaded) throw new Error('useTender is used outside the tender route');
  return loaded;
};

/** The tender of the current /tender/:id route (its loader's payload). */
export function useTender(): Tender {
  return useLoaded().tender;
}

/** What the server's page left out of the tender (see withheld-parts.ts); undefined when nothing. */
export function useTenderPartial(): PartialTender | undefined {
  return useLoaded().partial;
}

/** The open tab of the tender page (route ids are the route names). */
export function useTenderTab(): TenderTabName | undefined {
  const tab = useMatches().findLast((match) => isTenderTabName(match.id))?.id;
  return isTenderTabName(tab) ? tab : undefined;
}

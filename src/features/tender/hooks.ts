import { useMatches, useRouteLoaderData } from 'react-router-dom';
import type { Tender } from '../../../contract/tender';
import type { TenderLoaderData } from './loader';
import { isTenderTabName } from '../../../contract/routes/tender-pages';
import type { TenderTabName } from '../../../contract/routes/tender-pages';

/** The tender of the current /tender/:id route (its loader's payload). */
export function useTender(): Tender {
  const loaded = useRouteLoaderData<TenderLoaderData>('tender');
  if (!loaded) throw new Error('useTender is used outside the tender route');
  return loaded.tender;
}

/** The open tab of the tender page (route ids are the route names). */
export function useTenderTab(): TenderTabName | undefined {
  const tab = useMatches().findLast((match) => isTenderTabName(match.id))?.id;
  return isTenderTabName(tab) ? tab : undefined;
}

import { useRouteLoaderData } from 'react-router-dom';
import type { Tender } from '../../../contract/tender';
import type { TenderLoaderData } from './loader';

/** The tender of the current /tender/:id route (its loader's payload). */
export function useTender(): Tender {
  const loaded = useRouteLoaderData<TenderLoaderData>('tender');
  if (!loaded) throw new Error('useTender is used outside the tender route');
  return loaded.tender;
}

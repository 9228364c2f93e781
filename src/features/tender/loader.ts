import { data } from 'react-router-dom';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { Tender } from '../../../contract/tender';
import { unavailableOffline } from '../../lib/offline-route';
import { isOnline } from '../../lib/use-online';
import { loadTender, TenderNotFoundError } from './api';

export interface TenderLoaderData {
  tender: Tender;
}

/**
 * Spec §7/§8: a tender that fails to load is logged and the user sees the not-found page;
 * offline, a tender this device does not hold is "not available offline" instead.
 */
export async function tenderLoader({ params }: LoaderFunctionArgs): Promise<TenderLoaderData> {
  const id = params.id ?? '';
  try {
    return { tender: (await loadTender(id)).tender };
  } catch (error) {
    if (!isOnline() && !(error instanceof TenderNotFoundError)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's response
      throw unavailableOffline();
    }
    console.error(`Tender ${id} failed to load`, error);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404 response
    throw data(null, { status: 404 });
  }
}

/** The payload stays while the user moves between the tabs of the same tender. */
export const tenderShouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.id !== nextParams.id;

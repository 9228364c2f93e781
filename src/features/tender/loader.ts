import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Tender } from '../../../contract/tender';
import { loadOr404 } from '../../lib/offline-route';
import { TenderNotFoundError } from './api';
import { keepRenderedTender, loadTender } from './load-tender';

export interface TenderLoaderData {
  tender: Tender;
}

/**
 * A tender that fails to load is logged and the user sees the not-found page;
 * offline, a tender this device does not hold is "not available offline" instead.
 */
export function tenderLoader({ params }: LoaderFunctionArgs): Promise<TenderLoaderData> {
  const id = params.id ?? '';
  return loadOr404(
    `Tender ${id}`,
    async () => ({ tender: (await loadTender(id)).tender }),
    (error) => error instanceof TenderNotFoundError,
  );
}

/** What the loader keeps for offline reading, done in the browser for a server-rendered page. */
export const keepTender = ({ tender }: TenderLoaderData): void => {
  keepRenderedTender(tender);
};

import type { LoaderFunctionArgs } from 'react-router-dom';
import { TENDER_DOSSIER_PATH } from '../../../contract/routes/tender-pages';
import type { Tender } from '../../../contract/tender';
import { loadOr404 } from '../../lib/offline-route';
import { TenderNotFoundError } from './api';
import { keepRenderedTender, loadTender } from './load-tender';
import { fetchWholeTender } from './whole-tender';
import { withholdClosedParts } from './withheld-parts';
import type { PartialTender } from './withheld-parts';

export interface TenderLoaderData {
  tender: Tender;
  /** Set in a page rendered on the server, which carries part of the tender (withheld-parts.ts). */
  partial?: PartialTender;
}

/**
 * A tender that fails to load is logged and the user sees the not-found page;
 * offline, a tender this device does not hold is "not available offline" instead.
 */
export function tenderLoader({ params, request }: LoaderFunctionArgs): Promise<TenderLoaderData> {
  const id = params.id ?? '';
  return loadOr404(
    `Tender ${id}`,
    async () => {
      const { tender } = await loadTender(id);
      const { pathname, searchParams } = new URL(request.url);
      // The whole tender to print shows every body: it carries the whole record.
      const dossier = pathname.replace(/\/+$/, '').endsWith(`/${TENDER_DOSSIER_PATH}`);
      if (!import.meta.env.SSR || dossier) return { tender };
      return withholdClosedParts(tender, searchParams);
    },
    (error) => error instanceof TenderNotFoundError,
  );
}

/**
 * What the loader keeps for offline reading, done in the browser for a server-rendered page: the
 * tender it carried, or the whole record when it carried part of it (which the page asked for
 * once it hydrated).
 */
export const keepTender = ({ tender, partial }: TenderLoaderData): void => {
  if (partial) void fetchWholeTender(tender.id);
  else keepRenderedTender(tender);
};

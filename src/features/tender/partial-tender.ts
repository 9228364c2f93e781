import { createContext, useCallback, useContext } from 'react';
import type { Tender } from '../../../contract/tender';
import { fetchWholeTender, useFetchedTender } from './whole-tender';
import { isWithheld } from './withheld-parts';
import type { PartialTender } from './withheld-parts';

/** The tender page's tender and what its server-rendered page left out of it, if anything. */
export const PartialTenderContext = createContext<
  { tender: Tender; partial: PartialTender | undefined } | undefined
>(undefined);

/** How an accordion's body that the server's page left out stands. */
export interface WithheldBody {
  /** The whole record has come: the body can render from it. */
  ready: boolean;
  /** The whole record did not come. */
  failed: boolean;
  /** Asks for the whole record (once; again after a failure). */
  fetch: () => void;
}

/**
 * The tender with what the server's page left out, once the whole record has come; the page's
 * own until then, and whenever it carried the whole tender.
 */
export function useWholeTender(tender: Tender): Tender {
  const partial = useContext(PartialTenderContext)?.partial;
  const fetched = useFetchedTender(tender.id);
  return partial && typeof fetched === 'object' ? fetched : tender;
}

/** The state of the accordion `id`'s body when the server's page left it out; else undefined. */
export function useWithheldBody(id: string): WithheldBody | undefined {
  const page = useContext(PartialTenderContext);
  const tenderId = page?.tender.id ?? '';
  const fetched = useFetchedTender(tenderId);
  const fetch = useCallback(() => void fetchWholeTender(tenderId), [tenderId]);
  if (!page?.partial || !isWithheld(page.tender, page.partial, id)) return undefined;
  return { ready: typeof fetched === 'object', failed: fetched === 'failed', fetch };
}

import type { Lang } from '../../../../contract/api';

/**
 * The tender's OCDS 1.1 release package (GET /api/tenders/:id/ocds), with the interface's
 * language as every export link has (the package's data is the same in both).
 */
export const tenderOcdsHref = (apiBase: string, id: string, lang: Lang): string =>
  `${apiBase}/tenders/${encodeURIComponent(id)}/ocds?lang=${lang}`;

/** The name the OCDS package is saved under: the tender's id, and what it is. */
export const tenderOcdsFileName = (tenderID: string): string =>
  `${tenderID.replace(/[^\w.-]/g, '_')}.ocds.json`;

/**
 * The tender's story as an Atom feed (GET /feeds/tender/:id.atom, served beside the pages, not
 * under the API's base): a feed reader is given this address.
 */
export const tenderFeedHref = (tenderID: string, lang: Lang): string =>
  `/feeds/tender/${encodeURIComponent(tenderID)}.atom?lang=${lang}`;

/** The tender's OCDS 1.1 release package (GET /api/tenders/:id/ocds). */
export const tenderOcdsHref = (apiBase: string, id: string): string =>
  `${apiBase}/tenders/${encodeURIComponent(id)}/ocds`;

/** The name the OCDS package is saved under: the tender's id, and what it is. */
export const tenderOcdsFileName = (tenderID: string): string =>
  `${tenderID.replace(/[^\w.-]/g, '_')}.ocds.json`;

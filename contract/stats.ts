/**
 * GET /api/stats: the home page's "numbers today", counted over the real objects (test objects,
 * `mode: "test"`, left out as in search) and kept for a minute on the server.
 */
export interface PortalStats {
  /** Tenders at the bidding stage: status active.tendering, as the search's status filter finds them. */
  open_tenders: number;
  /** The expected value of those in UAH, summed (a tender in another currency is not added). */
  open_tenders_value: number;
  /** Procurement plans. */
  plans: number;
  /** Frameworks (the catalog section), so that an empty section is not promoted. */
  frameworks: number;
  /** Products of the catalogue. */
  products: number;
  /** When the numbers were counted, ISO 8601. */
  counted_at: string;
}

export interface StatsResponse {
  data: PortalStats;
}

import type { ItemResponse } from '../../../contract/api';
import { TenderSchema } from '../../../contract/schemas/answers';
import type { Tender } from '../../../contract/tender';
import { fits } from '../../lib/fits-schema';
import type { PortalDb, TenderRecord } from '../../lib/db';
import { http as defaultHttp, isHttpStatus } from '../../lib/http';
import type { Http } from '../../lib/http';

/** The tender was not found by the server (as opposed to the server not being reachable). */
export class TenderNotFoundError extends Error {
  override readonly name = 'TenderNotFoundError';
  constructor(id: string, options?: { cause?: unknown }) {
    super(`Tender ${id} not found`, options);
  }
}

/** Whether an answer or a held copy has the shape of a tender, as the API describes it. */
export const isTender = (value: unknown): value is Tender => fits(TenderSchema, value);

/** GET /api/tenders/:id (internal id or tenderID). */
export async function fetchTender(id: string, http: Http = defaultHttp): Promise<Tender> {
  try {
    const answer = await http
      .get(`tenders/${encodeURIComponent(id)}`)
      .json<ItemResponse<unknown>>();
    if (!isTender(answer.data)) throw new TypeError(`tenders/${id}: unexpected answer`);
    return answer.data;
  } catch (error) {
    if (isHttpStatus(error, 404)) throw new TenderNotFoundError(id, { cause: error });
    throw error;
  }
}

/** The stored record of a tender, by internal id or by tenderID (inside a caller's transaction). */
export async function findTenderRecord(
  db: PortalDb,
  id: string,
): Promise<TenderRecord | undefined> {
  return (await db.tenders.get(id)) ?? (await db.tenders.where('tenderID').equals(id).first());
}

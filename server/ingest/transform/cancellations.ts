/** Cancellations of the tender or of its lots. */
import type { Cancellation } from '../../../contract/tender-bids.ts';
import { toPeriod } from './common.ts';
import { toDocuments } from './documents.ts';
import { compact, rec, recs, str, type Json } from './read.ts';

export const toCancellations = (tender: Json): Cancellation[] =>
  recs(tender, 'cancellations').map((o) =>
    compact({
      id: str(o, 'id') ?? '',
      status: str(o, 'status') ?? '',
      date: str(o, 'date'),
      reasonType: str(o, 'reasonType'),
      reason: str(o, 'reason'),
      cancellationOf: str(o, 'cancellationOf'),
      relatedLot: str(o, 'relatedLot'),
      complaintPeriod: toPeriod(rec(o, 'complaintPeriod')),
      documents: toDocuments(o),
    }),
  );

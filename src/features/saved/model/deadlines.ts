import type { Tender } from '../../../../contract/tender';

/** The moments of a tender a watcher plans around (issue 15, item 5). */
export type DeadlineKind = 'enquiry-end' | 'tender-end' | 'auction-start';

export interface Deadline {
  kind: DeadlineKind;
  /** When it falls. */
  at: Date;
  /** The lot of a lot's own auction: its id, and its place in the tender's lots (from 1). */
  lot?: { id: string; number: number };
}

/** Lots that will not hold an auction any more. */
const CLOSED_LOT_STATUSES = new Set(['cancelled', 'unsuccessful', 'complete']);

const toDate = (value: string | undefined): Date | undefined => {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

function auctionStarts(tender: Tender): Deadline[] {
  const whole = toDate(tender.auctionPeriod?.startDate);
  if (whole) return [{ kind: 'auction-start', at: whole }];
  return tender.lots.flatMap((lot, index): Deadline[] => {
    const at = toDate(lot.auctionPeriod?.startDate);
    if (!at || CLOSED_LOT_STATUSES.has(lot.status ?? '')) return [];
    return [{ kind: 'auction-start', at, lot: { id: lot.id, number: index + 1 } }];
  });
}

/**
 * The tender's deadlines still ahead of `now`, soonest first: the end of enquiries, the end of
 * bidding and the auction's start (the tender's, else each open lot's).
 */
export function futureDeadlines(tender: Tender, now: Date): Deadline[] {
  const candidates: Deadline[] = [];
  const enquiryEnd = toDate(tender.enquiryPeriod?.endDate);
  if (enquiryEnd) candidates.push({ kind: 'enquiry-end', at: enquiryEnd });
  const tenderEnd = toDate(tender.tenderPeriod?.endDate);
  if (tenderEnd) candidates.push({ kind: 'tender-end', at: tenderEnd });
  candidates.push(...auctionStarts(tender));
  return candidates
    .filter((deadline) => deadline.at.getTime() > now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The calendar UID of a deadline: stable per tender and kind, so a re-import updates it. */
export const deadlineUid = (tenderID: string, deadline: Deadline, host: string): string =>
  `${tenderID}-${deadline.kind}${deadline.lot ? `-${deadline.lot.id}` : ''}@${host}`;

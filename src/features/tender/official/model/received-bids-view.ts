import type { Bid, BidValue, Tender } from '../../../../../contract/tender';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { bidderName, bidTenderer, bidValue } from '../../model/bids/bid-rows';
import { listedBids } from '../../model/bids/listed-bids';
import { auctionOf, officialHead, officialParts, partFacts } from './official-head';
import type { OfficialPart } from './official-head';
import type { OfficialContext, OfficialDocumentView, OfficialSection } from './official-context';

/** A bid on a part: when it came, its price on the part before and after the auction. */
export interface PartBid {
  bid: Bid;
  /** When the bid was submitted (its submission date, else its date). */
  submitted: string | undefined;
  value: BidValue | undefined;
  initialValue: BidValue | undefined;
}

const time = (value: string | undefined): number => {
  const parsed = Date.parse(value ?? '');
  return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
};

/** The listed bids on a lot (every listed bid for a tender without lots), in order of receipt. */
export function bidsOnPart(tender: Tender, part: OfficialPart): PartBid[] {
  return listedBids(tender)
    .flatMap((bid): PartBid[] => {
      const submitted = bid.submissionDate ?? bid.date;
      if (part.lotId === undefined) {
        return [{ bid, submitted, value: bidValue(bid, tender), initialValue: bid.initialValue }];
      }
      const lotValue = bid.lotValues.find((value) => value.relatedLot === part.lotId);
      if (!lotValue) return [];
      return [
        {
          bid,
          submitted: bid.submissionDate ?? lotValue.date ?? bid.date,
          value: lotValue.value,
          initialValue: lotValue.initialValue,
        },
      ];
    })
    .sort((a, b) => time(a.submitted) - time(b.submitted));
}

/** The bidder as a document names it: its name and, when it has one, its registry code. */
export function bidderLabel(bid: Bid, tender: Tender, context: OfficialContext): string {
  const name = bidderName(bid, tender, context);
  const code = bidTenderer(bid, tender)?.identifier.id.trim();
  return code ? `${name} (${code})` : name;
}

/**
 * The register of received tender proposals: per lot, each bid in the order received with its
 * bidder, when it came, and its price before the auction (its initial value; the price itself
 * where no auction was held) and after it; '—' where the data does not keep a price.
 */
export function toReceivedBidsView(tender: Tender, context: OfficialContext): OfficialDocumentView {
  const { lang, t } = context;
  const sections = officialParts(tender, context).flatMap((part): OfficialSection[] => {
    const bids = bidsOnPart(tender, part);
    if (bids.length === 0) return [];
    const auction = auctionOf(tender, part) !== undefined;
    const before = (entry: PartBid) => (auction ? entry.initialValue : entry.value);
    const rows = bids.map((entry, index) => ({
      key: entry.bid.id,
      cells: [
        String(index + 1),
        bidderLabel(entry.bid, tender, context),
        formatDateTime(entry.submitted, lang),
        formatMoney(before(entry), lang, { vat: true }),
        auction ? formatMoney(entry.value, lang, { vat: true }) : t('register.noAuction'),
      ],
    }));
    const unknownBefore = auction && bids.some((entry) => entry.initialValue === undefined);
    return [
      {
        key: part.key,
        heading: part.heading,
        facts: partFacts(tender, part, context),
        table: {
          caption: t('register.caption'),
          columns: [
            { key: 'number', label: t('register.number'), numeric: true },
            { key: 'bidder', label: t('register.bidder') },
            { key: 'submitted', label: t('register.submitted') },
            { key: 'before', label: t('register.before'), numeric: true },
            { key: 'after', label: t('register.after'), numeric: true },
          ],
          rows,
        },
        ...(unknownBefore ? { note: t('register.noInitial') } : {}),
      },
    ];
  });
  return {
    title: t('register.title'),
    head: officialHead(tender, context),
    facts: [
      {
        id: 'deadline',
        label: t('register.deadline'),
        text: formatDateTime(tender.tenderPeriod?.endDate, lang),
      },
      { id: 'received', label: t('register.received'), text: String(listedBids(tender).length) },
    ],
    sections,
  };
}

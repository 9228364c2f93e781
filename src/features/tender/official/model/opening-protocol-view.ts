import type { Tender } from '../../../../../contract/tender';
import { EM_DASH, formatDateTime, formatMoney, formatPercent } from '../../../../lib/format';
import { officialHead, officialParts, partFacts } from './official-head';
import type { OfficialPart } from './official-head';
import { bidderLabel, bidsOnPart } from './received-bids-view';
import type { PartBid } from './received-bids-view';
import type { OfficialContext, OfficialDocumentView, OfficialSection } from './official-context';

const amountOf = (entry: PartBid): number => entry.value?.amount ?? Number.POSITIVE_INFINITY;

/** An energy service contract goes to the most efficient offer, not the cheapest. */
const ranksByPrice = (tender: Tender): boolean => tender.procurementMethodType !== 'esco';

/** How far each bid is above the lowest of `ranked` (sorted from the lowest). */
function aboveLowest(ranked: readonly PartBid[], context: OfficialContext) {
  const lowest = ranked[0]?.value?.amount;
  return (entry: PartBid): string => {
    const amount = entry.value?.amount;
    if (amount === undefined || lowest === undefined || lowest <= 0) return EM_DASH;
    return amount === lowest
      ? context.t('opening.lowest')
      : `+${formatPercent(amount / lowest - 1)}`;
  };
}

/** A lot's bids from the lowest price with how far above it, or unranked in the order received. */
function protocolSection(
  tender: Tender,
  part: OfficialPart,
  received: PartBid[],
  context: OfficialContext,
): OfficialSection {
  const { lang, t } = context;
  const ranked = ranksByPrice(tender);
  const bids = ranked ? received.sort((a, b) => amountOf(a) - amountOf(b)) : received;
  const above = aboveLowest(bids, context);
  return {
    key: part.key,
    heading: part.heading,
    facts: partFacts(tender, part, context),
    table: {
      caption: t(ranked ? 'opening.caption' : 'opening.captionReceived'),
      columns: [
        ranked
          ? { key: 'rank', label: t('opening.rank'), numeric: true }
          : { key: 'number', label: t('register.number'), numeric: true },
        { key: 'bidder', label: t('opening.bidder') },
        { key: 'price', label: t('opening.price'), numeric: true },
        ...(ranked ? [{ key: 'above', label: t('opening.above'), numeric: true }] : []),
      ],
      rows: bids.map((entry, index) => ({
        key: entry.bid.id,
        cells: [
          String(index + 1),
          bidderLabel(entry.bid, tender, context),
          formatMoney(entry.value, lang, { vat: true }),
          ...(ranked ? [above(entry)] : []),
        ],
      })),
    },
    ...(ranked ? {} : { note: t('opening.notByPrice') }),
  };
}

/**
 * The protocol of disclosure of tender proposals: when the bids were opened and, per lot, the
 * bids from the lowest price (after the auction where one was held) with how far each is above
 * the lowest. A bid without a price comes last with '—'. Where price does not pick the winner
 * (ESCO), the bids stay in the order received, unranked, and a note says why.
 */
export function toOpeningProtocolView(
  tender: Tender,
  context: OfficialContext,
): OfficialDocumentView {
  const { lang, t } = context;
  const sections = officialParts(tender, context).flatMap((part): OfficialSection[] => {
    const received = bidsOnPart(tender, part);
    return received.length === 0 ? [] : [protocolSection(tender, part, received, context)];
  });
  return {
    title: t('opening.title'),
    head: officialHead(tender, context),
    facts: [
      {
        id: 'disclosed',
        label: t('opening.disclosed'),
        text: formatDateTime(tender.disclosureDate, lang),
      },
    ],
    sections,
  };
}

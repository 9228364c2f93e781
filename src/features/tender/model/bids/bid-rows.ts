import type { Bid, BidValue, LotValue, Organization, Tender } from '../../../../../contract/tender';
import { localizedText } from '../../../../../contract/dictionary-label';
import { formatMoney, orDash } from '../../../../lib/format';
import type { BidsContext } from './bids-context';
import { listedBids } from './listed-bids';

/** The header price shrinks when its text is longer than 13 characters. */
export const LONG_PRICE_CHARS = 13;

/** The bid's award (its first), which names the bidder when the bid itself does not. */
const awardOf = (bid: Bid, tender: Tender) =>
  tender.awards.find((award) => award.bid_id === bid.id);

/**
 * The bidder: the bid's first tenderer, else the supplier of the bid's award, as some
 * price quotations publish the bid without its tenderer.
 */
export const bidTenderer = (bid: Bid, tender: Tender): Organization | undefined =>
  bid.tenderers[0] ?? awardOf(bid, tender)?.suppliers[0];

/** The bid's final price, else (a bid published without it) the price its award states. */
export const bidValue = (bid: Bid, tender: Tender): BidValue | undefined =>
  bid.value ?? (tender.lots.length === 0 ? awardOf(bid, tender)?.value : undefined);

/** The bidder's legal name (the first tenderer's identifier.legalName), else its name. */
export function bidderName(bid: Bid, tender: Tender, context: Pick<BidsContext, 'lang'>): string {
  const tenderer = bidTenderer(bid, tender);
  if (!tenderer) return orDash('');
  const { identifier } = tenderer;
  const legal = identifier.legalName?.trim() ? identifier.legalName : tenderer.name;
  const legalEn = identifier.legalName_en?.trim() ? identifier.legalName_en : tenderer.name_en;
  return orDash(localizedText(legal, legalEn, context.lang).trim());
}

export interface LotPriceView {
  lotId: string;
  /** The lot's title in the language; its id when the tender does not list it. */
  lotTitle: string;
  /** '121 140,00 грн з ПДВ', or '—'. */
  price: string;
  /** 'unsuccessful' / 'pending' when the offer for this lot is not (yet) active. */
  status: 'unsuccessful' | 'pending' | undefined;
}

export interface BidRowView {
  /** The bid itself: its tabs are built only when the row is opened. */
  bid: Bid;
  /** The bid's id: the accordion's element id, so `#<id>` opens it. */
  id: string;
  name: string;
  /** The bidder's registry code, told apart from bidders with the same name. */
  code: string | undefined;
  /** The header's price: the final offer, or the one lot's price; undefined for several lots. */
  price: string | undefined;
  /** A price text longer than 13 characters is set smaller. */
  priceIsLong: boolean;
  /** For tenders with lots: the offer's price per lot, in the tender's lot order. */
  lotPrices: LotPriceView[];
}

const lotStatus = (value: LotValue): LotPriceView['status'] =>
  value.status === 'unsuccessful' || value.status === 'pending' ? value.status : undefined;

/** The bid's price per lot, in the tender's lot order (values for unknown lots last). */
export function lotPrices(bid: Bid, tender: Tender, context: BidsContext): LotPriceView[] {
  const rank = (value: LotValue): number => {
    const index = tender.lots.findIndex((lot) => lot.id === value.relatedLot);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...bid.lotValues]
    .sort((a, b) => rank(a) - rank(b))
    .map((value) => {
      const lot = tender.lots.find((entry) => entry.id === value.relatedLot);
      return {
        lotId: value.relatedLot ?? '',
        lotTitle: lot
          ? localizedText(lot.title, lot.title_en, context.lang)
          : orDash(value.relatedLot),
        price: formatMoney(value.value, context.lang, { vat: true }),
        status: lotStatus(value),
      };
    });
}

/** The header's price: the bid's value, else its only lot's value. */
function headerPrice(bid: Bid, tender: Tender, context: BidsContext): string | undefined {
  const value = bidValue(bid, tender);
  if (value) return formatMoney(value, context.lang);
  if (bid.lotValues.length === 1) return formatMoney(bid.lotValues[0]?.value, context.lang);
  if (bid.lotValues.length === 0) return context.t('bid.noPrice');
  return undefined;
}

/** "Register of proposals": one row per listed bid, its bidder and final price. */
export function toBidRows(tender: Tender, context: BidsContext): BidRowView[] {
  return listedBids(tender).map((bid) => {
    const price = headerPrice(bid, tender, context);
    const code = bidTenderer(bid, tender)?.identifier.id.trim();
    return {
      bid,
      id: bid.id,
      name: bidderName(bid, tender, context),
      code: code === '' ? undefined : code,
      price,
      priceIsLong: (price?.length ?? 0) > LONG_PRICE_CHARS,
      lotPrices: tender.lots.length > 0 ? lotPrices(bid, tender, context) : [],
    };
  });
}

import { describe, expect, it } from 'vitest';
import { toBidRows } from '../../../../../src/features/tender/model/bids/bid-rows';
import { toBidRegisterView } from '../../../../../src/features/tender/model/bids/bid-register';
import { visiblePurchaseSections } from '../../../../../src/features/tender/model/purchase-sections';
import { formatDateTime, formatMoney } from '../../../../../src/lib/format';
import { BEFORE_DEADLINES, shippedTender } from '../shipped-tenders';
import {
  shippedTenderFiles,
  shippedTenderIDs,
  shippedCdbTender,
} from '../../../../support/shipped-cdb';
import { bidsContext } from './bids-context';

interface CdbValue {
  amount: number;
  currency: string;
  valueAddedTaxIncluded?: boolean;
}
interface CdbBid {
  id: string;
  status: string;
  value?: CdbValue;
  lotValues?: { relatedLot: string; value: CdbValue; status?: string }[];
  tenderers?: {
    name: string;
    identifier: { id: string; legalName?: string; legalName_en?: string };
  }[];
}
interface CdbLot {
  id: string;
  title: string;
  title_en?: string;
}

interface CdbAward {
  bid_id?: string;
  value?: CdbValue;
  suppliers?: NonNullable<CdbBid['tenderers']>;
}

const cdbBids = (name: string): CdbBid[] =>
  (shippedCdbTender(name).bids as CdbBid[] | undefined) ?? [];
const cdbAward = (name: string, bid: CdbBid): CdbAward | undefined =>
  ((shippedCdbTender(name).awards as CdbAward[] | undefined) ?? []).find(
    (a) => a.bid_id === bid.id,
  );
/** A bid's tenderer; a price quotation may publish only its award's supplier. */
const bidder = (name: string, bid: CdbBid) =>
  bid.tenderers?.[0] ?? cdbAward(name, bid)?.suppliers?.[0];
const cdbLots = (name: string): CdbLot[] =>
  (shippedCdbTender(name).lots as CdbLot[] | undefined) ?? [];
/** Bids a reader can see: CDB keeps only the id of a withdrawn (deleted) bid. */
const shownBids = (name: string): CdbBid[] =>
  cdbBids(name).filter((bid) => bid.status !== 'deleted' && bid.status !== 'draft');

const WITH_BIDS = shippedTenderIDs().filter((id) => shownBids(id).length > 0);

describe('register of proposals', () => {
  it('has real tenders with bids, with and without lots', () => {
    expect(WITH_BIDS.length).toBeGreaterThanOrEqual(20);
    expect(WITH_BIDS.filter((id) => cdbLots(id).length > 0).length).toBeGreaterThanOrEqual(5);
    expect(WITH_BIDS.filter((id) => cdbLots(id).length === 0).length).toBeGreaterThanOrEqual(5);
  });

  it.each(shippedTenderFiles())('%s shows the section exactly when it has bids to list', (file) => {
    expect(visiblePurchaseSections(shippedTender(file), BEFORE_DEADLINES).includes('bids')).toBe(
      shownBids(file).length > 0,
    );
  });

  it('leaves out withdrawn bids, which carry nothing but their id', () => {
    const id = 'UA-2020-01-20-001169-c';
    expect(cdbBids(id).filter((bid) => bid.status === 'deleted')).toHaveLength(2);
    expect(toBidRows(shippedTender(id), bidsContext('uk')).map((row) => row.id)).toEqual(
      shownBids(id).map((bid) => bid.id),
    );
  });

  it.each(WITH_BIDS)('%s lists each bid with its bidder and final price', (id) => {
    const rows = toBidRows(shippedTender(id), bidsContext('uk'));
    const bids = shownBids(id);
    const lots = cdbLots(id);
    expect(rows).toHaveLength(bids.length);
    for (const [index, bid] of bids.entries()) {
      const row = rows[index];
      const tenderer = bidder(id, bid);
      expect(row?.id).toBe(bid.id);
      expect(row?.name).toBe(tenderer?.identifier.legalName ?? tenderer?.name);
      expect(row?.code).toBe(tenderer?.identifier.id);
      if (lots.length === 0) {
        const value = bid.value?.amount === undefined ? cdbAward(id, bid)?.value : bid.value;
        expect(row?.price).toBe(formatMoney(value, 'uk'));
        expect(row?.lotPrices).toEqual([]);
        continue;
      }
      const values = bid.lotValues ?? [];
      expect(row?.lotPrices.map((lot) => [lot.lotTitle, lot.price])).toEqual(
        lots.flatMap((lot) => {
          const value = values.find((entry) => entry.relatedLot === lot.id)?.value;
          return value ? [[lot.title, formatMoney(value, 'uk', { vat: true })]] : [];
        }),
      );
      if (values.length === 1) expect(row?.price).toBe(formatMoney(values[0]?.value, 'uk'));
      else expect(row?.price).toBeUndefined();
    }
  });

  it.each(WITH_BIDS)('%s sets a price longer than 13 characters smaller', (id) => {
    for (const row of toBidRows(shippedTender(id), bidsContext('uk'))) {
      expect(row.priceIsLong).toBe((row.price?.length ?? 0) > 13);
    }
  });

  it('names a bid published without its tenderer and price by its award', () => {
    const id = 'UA-2024-05-13-004111-a';
    const [bid] = shownBids(id);
    expect(bid?.tenderers).toEqual([]);
    const award = bid ? cdbAward(id, bid) : undefined;
    const [row] = toBidRows(shippedTender(id), bidsContext('uk'));
    expect(row?.name).toBe(award?.suppliers?.[0]?.identifier.legalName);
    expect(row?.price).toBe(formatMoney(award?.value, 'uk'));
  });

  it('shows the disclosure date, the auction end of a tender with an auction', () => {
    const id = 'UA-2024-02-05-014363-a';
    const auction = shippedCdbTender(id).auctionPeriod as { endDate: string };
    const view = toBidRegisterView(shippedTender(id), bidsContext('uk'));
    expect(view.disclosureDate).toBe(formatDateTime(auction.endDate, 'uk'));
    expect(view.disclosureDateTime).toBe(new Date(auction.endDate).toISOString());
  });

  it('writes names and prices in English with the English legal name when there is one', () => {
    const id = 'UA-2020-01-20-001169-c';
    const [row] = toBidRows(shippedTender(id), bidsContext('en'));
    const bid = shownBids(id)[0];
    expect(row?.name).toBe(bid?.tenderers?.[0]?.identifier.legalName_en);
    expect(row?.price?.replace(/\s/g, ' ')).toBe('1 765 229,00 UAH');
  });
});

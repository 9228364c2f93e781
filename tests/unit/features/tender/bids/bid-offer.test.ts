import { describe, expect, it } from 'vitest';
import { toBidDocumentsModes } from '../../../../../src/features/tender/model/bids/bid-documents';
import { toBidOfferView } from '../../../../../src/features/tender/model/bids/bid-offer';
import { valueText } from '../../../../../src/features/tender/model/terms/rows';
import { formatAmount, formatMoney, kyivParts } from '../../../../../src/lib/format';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../../support/shipped-cdb';
import { bidsContext } from './bids-context';

interface CdbDocument {
  id: string;
  confidentiality?: string;
}
type CdbBid = Record<string, unknown> & { id: string; status: string };

const DOCUMENT_KEYS = [
  'documents',
  'financialDocuments',
  'eligibilityDocuments',
  'qualificationDocuments',
];
const documentsOf = (bid: CdbBid): CdbDocument[] =>
  DOCUMENT_KEYS.flatMap((key) => (bid[key] as CdbDocument[] | undefined) ?? []);
const cdbBids = (id: string): CdbBid[] =>
  ((shippedCdbTender(id).bids as CdbBid[] | undefined) ?? []).filter(
    (bid) => bid.status !== 'deleted',
  );
const WITH_BIDS = shippedTenderIDs().filter((id) => cdbBids(id).length > 0);

const offerOf = (id: string, index = 0, lang: 'uk' | 'en' = 'uk') => {
  const tender = shippedTender(id);
  const bid = tender.bids.filter((entry) => entry.status !== 'deleted')[index];
  if (!bid) throw new Error(`${id} has no bid ${String(index)}`);
  return toBidOfferView(bid, tender, bidsContext(lang));
};

describe('offer details of a bid', () => {
  it.each(WITH_BIDS)('%s shows each participant’s legal name, code and price', (id) => {
    for (const [index, cdb] of cdbBids(id).entries()) {
      const view = offerOf(id, index);
      type Party = { name: string; identifier: { id: string; scheme: string; legalName?: string } };
      const award = (shippedCdbTender(id).awards as { bid_id: string; suppliers: Party[] }[]).find(
        (entry) => entry.bid_id === cdb.id,
      );
      const tenderer = (cdb.tenderers as Party[] | undefined)?.[0] ?? award?.suppliers[0];
      const rows = Object.fromEntries(
        view.participant.map((row) => [row.id, valueText(row.value)]),
      );
      expect(rows.name).toBe(tenderer?.identifier.legalName ?? tenderer?.name);
      expect(rows.identifier).toBe(
        `${tenderer?.identifier.id ?? ''} (${tenderer?.identifier.scheme ?? ''})`,
      );
      if ((cdb.value as { amount?: number } | undefined)?.amount)
        expect(view.price).toBe(formatMoney(cdb.value as { amount: number }, 'uk', { vat: true }));
      expect(JSON.stringify(view)).not.toMatch(/undefined|NaN|Invalid Date/);
    }
  });

  it('names a non-price criterion and the option the bidder chose', () => {
    const id = 'UA-2020-08-06-003989-a';
    const feature = (
      shippedCdbTender(id).features as { title: string; enum: { value: number; title: string }[] }[]
    )[0];
    const [, , third] = cdbBids(id);
    const chosen = (third?.parameters as { value: number }[])[0]?.value;
    const option = feature?.enum.find((entry) => entry.value === chosen);
    expect(offerOf(id, 2).parameters.map((row) => [row.label, valueText(row.value)])).toEqual([
      [feature?.title, `${option?.title ?? ''} (0\u00a0%)`],
    ]);
  });

  it('shows an ESCO offer’s terms and its costs reduction by year from the announcement', () => {
    const id = 'UA-2024-02-28-009286-a';
    const [bid] = cdbBids(id);
    const value = bid?.value as {
      annualCostsReduction: number[];
      yearlyPaymentsPercentage: number;
    };
    const first = kyivParts(shippedCdbTender(id).noticePublicationDate as string)?.year ?? 0;
    const view = offerOf(id);
    expect(view.reduction).toEqual(
      value.annualCostsReduction.map((amount, index) => ({
        year: String(first + index),
        amount: formatAmount(amount),
      })),
    );
    const esco = Object.fromEntries(view.esco.map((row) => [row.id, valueText(row.value)]));
    expect(esco.yearlyPayments).toBe('67\u00a0%');
    expect(esco.duration).toBe('12 років 20 днів');
    expect(offerOf('UA-2024-02-05-014363-a').esco).toEqual([]);
  });

  it('lists a bid’s price per lot with the lot’s title', () => {
    const id = 'UA-2024-04-26-006781-a';
    const lots = shippedCdbTender(id).lots as { id: string; title: string }[];
    const [, second] = cdbBids(id);
    const values = second?.lotValues as { relatedLot: string; value: { amount: number } }[];
    expect(offerOf(id, 1).price).toBeUndefined();
    expect(offerOf(id, 1).lotPrices.map((lot) => [lot.lotTitle, lot.price])).toEqual(
      lots.flatMap((lot) => {
        const value = values.find((entry) => entry.relatedLot === lot.id)?.value;
        return value ? [[lot.title, formatMoney(value, 'uk', { vat: true })]] : [];
      }),
    );
  });
});

describe('documents of a bid', () => {
  it.each(WITH_BIDS)('%s splits public and confidential, current and replaced', (id) => {
    const tender = shippedTender(id);
    const bids = tender.bids.filter((bid) => bid.status !== 'deleted');
    for (const [index, cdb] of cdbBids(id).entries()) {
      const bid = bids[index];
      if (!bid) throw new Error('no bid');
      const documents = documentsOf(cdb);
      const ids = (list: CdbDocument[]) => new Set(list.map((document) => document.id));
      const confidential = ids(documents.filter((d) => d.confidentiality === 'buyerOnly'));
      const open = ids(documents.filter((d) => d.confidentiality !== 'buyerOnly'));
      const modes = toBidDocumentsModes(bid, tender, 'uk');
      const count = (view: (typeof modes)[number]['public']) =>
        view.groups.reduce((sum, group) => sum + group.documents.length, 0);
      const [last] = modes;
      if (!last) throw new Error('no last edition');
      expect(last.id).toBe('last');
      expect(count(last.public)).toBe(open.size);
      expect(count(last.confidential)).toBe(confidential.size);
      const confidentialUrls = last.confidential.groups.flatMap((group) =>
        group.documents.map((document) => document.document.url),
      );
      expect(confidentialUrls.every((url) => url === undefined)).toBe(true);
      const replaced = documents.length > ids(documents).size;
      expect(modes.map((mode) => mode.id)).toEqual(replaced ? ['last', 'history'] : ['last']);
    }
  });
});

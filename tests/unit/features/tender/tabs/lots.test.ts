import { describe, expect, it } from 'vitest';
import { toLotsView } from '../../../../../src/features/tender/tabs/lots/model/lot-view';
import { formatMoney } from '../../../../../src/lib/format';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderFiles, shippedCdbTender } from '../../../../support/shipped-cdb';
import { entryOf, lotsContext } from './tab-context';
import { list } from '../../../server/ingest/cdb-json';

const WITH_LOTS = shippedTenderFiles().filter(
  (file) => list(shippedCdbTender(file), 'lots').length > 0,
);
const REAL_WITH_LOTS = WITH_LOTS.filter((file) => file.startsWith('UA-'));

describe('lots tab', () => {
  it('has real tenders with lots to check', () => {
    expect(REAL_WITH_LOTS.length).toBeGreaterThan(20);
  });

  it.each(WITH_LOTS)(
    '%s: each lot with its title, value and status, as many as the counter',
    (file) => {
      const cdb = shippedCdbTender(file);
      const tender = shippedTender(file);
      const lots = list(cdb, 'lots');
      const view = toLotsView(tender, lotsContext('uk', tender.tenderID));
      expect(view).toHaveLength(tender.tabCounters.lots);
      expect(JSON.stringify(view)).not.toMatch(/undefined|NaN|Invalid Date/);
      expect(view.map((lot) => lot.key)).toEqual(lots.map((lot) => lot.id));
      lots.forEach((lot, index) => {
        const shown = view[index];
        const title =
          typeof lot.title === 'string' && lot.title.trim() !== '' ? lot.title.trim() : '—';
        expect(shown?.title).toBe(`Лот ${String(index + 1)}: ${title}`);
        // ESCO lots carry their expected value as minValue.
        const value = (lot.value ?? lot.minValue) as Parameters<typeof formatMoney>[0];
        expect(shown?.rows.find((row) => row.id === 'value')?.value).toEqual({
          kind: 'text',
          text: formatMoney(value, 'uk', { vat: true }),
        });
        const guarantee = lot.guarantee as Parameters<typeof formatMoney>[0];
        expect(shown?.rows.find((row) => row.id === 'guarantee')?.value.text).toBe(
          guarantee?.amount === 0 ? 'не вимагається' : formatMoney(guarantee, 'uk'),
        );
        expect(shown?.anchor).toBe(`lot-${String(lot.id)}`);
        expect(shown?.path).toBe(`/tender/${tender.tenderID}/lots#lot-${String(lot.id)}`);
        expect(shown?.status?.code).toBe(lot.status);
      });
    },
  );

  it.each(WITH_LOTS)('%s: the bids, awards and items that refer to each lot', (file) => {
    const cdb = shippedCdbTender(file);
    const tender = shippedTender(file);
    const view = toLotsView(tender, lotsContext('uk', tender.tenderID));
    for (const lot of view) {
      const bids = list(cdb, 'bids').filter((bid) =>
        list(bid, 'lotValues').some((value) => value.relatedLot === lot.key),
      );
      expect(lot.bids.map((bid) => bid.key)).toEqual(bids.map((bid) => bid.id));
      const awards = list(cdb, 'awards').filter((award) => award.lotID === lot.key);
      expect(lot.awards.map((award) => award.key)).toEqual(awards.map((award) => award.id));
      for (const award of lot.awards) {
        expect(award.link.to).toBe(`/tender/${tender.tenderID}#award-${award.key}`);
        expect(award.status?.label).toBe(
          entryOf('award_statuses', award.status?.code ?? '').uk ?? award.status?.code,
        );
      }
      const items = list(cdb, 'items').filter((item) => item.relatedLot === lot.key);
      expect(lot.items.map((item) => item.key)).toEqual(items.map((item) => item.id));
    }
  });

  it('marks a lot whose description is the tender’s, word for word, to be printed once', () => {
    const repeating = shippedTender('UA-2024-04-26-006781-a');
    const lots = toLotsView(repeating, lotsContext('uk', repeating.tenderID));
    expect(lots).toHaveLength(3);
    for (const lot of lots) {
      expect(lot.description?.slice(0, 40)).toBe(repeating.description?.trim().slice(0, 40));
      expect(lot.descriptionIsTenders).toBe(true);
    }
    const own = shippedTender('UA-2024-05-13-000771-a');
    const [lot] = toLotsView(own, lotsContext('uk', own.tenderID));
    expect(lot?.description).toBeDefined();
    expect(lot?.descriptionIsTenders).toBe(false);
  });

  it('writes English titles and labels in English', () => {
    const file = REAL_WITH_LOTS[0] ?? '';
    const tender = shippedTender(file);
    const [lot] = toLotsView(tender, lotsContext('en', tender.tenderID));
    const cdbLot = list(shippedCdbTender(file), 'lots')[0];
    const title = (cdbLot?.title_en as string | undefined) ?? (cdbLot?.title as string);
    expect(lot?.title).toBe(`Lot 1: ${title.trim()}`);
    expect(lot?.rows.map((row) => row.label)).toEqual([
      'Expected value',
      'Minimal auction step',
      'Bid security',
      'Auction period',
    ]);
  });

  it('a tender without lots shows none', () => {
    const file =
      shippedTenderFiles().find((name) => list(shippedCdbTender(name), 'lots').length === 0) ?? '';
    const tender = shippedTender(file);
    expect(toLotsView(tender, lotsContext('uk', tender.tenderID))).toEqual([]);
    expect(tender.tabCounters.lots).toBe(0);
  });
});

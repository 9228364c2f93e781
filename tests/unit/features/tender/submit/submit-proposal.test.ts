import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../../../../../contract/static-data';
import {
  OPEN_STATUSES,
  visiblePurchaseSections,
} from '../../../../../src/features/tender/model/purchase-sections';
import {
  marketplaceTenderUrl,
  toMarketplaceOffers,
} from '../../../../../src/features/tender/model/submit/submit-proposal';
import { shippedDictionary } from '../../../../support/shipped-data';
import { BEFORE_DEADLINES, shippedTender } from '../shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../../support/shipped-cdb';

const marketplaces = shippedDictionary('marketplaces');
const TENDER_ID = 'UA-2023-09-08-012599-a';

interface MarketplaceEntry {
  title_uk: string;
  title_en: string;
  tender_url: string;
  order: number;
}

const entries = Object.entries(
  marketplaces.data as unknown as Record<string, MarketplaceEntry>,
).sort(([, a], [, b]) => a.order - b.order);

describe('submit proposal: the marketplaces that open the tender', () => {
  it('links every shipped marketplace to this tender, in the dictionary order, with its name', () => {
    const offers = toMarketplaceOffers(marketplaces, TENDER_ID, 'uk');

    expect(entries.length).toBeGreaterThan(10);
    expect(offers.map((offer) => [offer.title, offer.href])).toEqual(
      entries.map(([, entry]) => [
        entry.title_uk,
        entry.tender_url.replace('{tenderID}', TENDER_ID),
      ]),
    );
    for (const offer of offers) {
      expect(offer.href).toMatch(/^https:\/\//);
      expect(offer.href).toContain(TENDER_ID);
      expect(offer.href).not.toContain('{tenderID}');
    }
  });

  it('names the marketplaces in English when the dictionary has an English title', () => {
    const offers = toMarketplaceOffers(marketplaces, TENDER_ID, 'en');
    expect(offers.map((offer) => offer.title)).toEqual(entries.map(([, entry]) => entry.title_en));
    expect(offers.map((offer) => offer.title).join(' ')).not.toMatch(/[\u0400-\u04ff]/);
  });

  it('cuts a name after each dot inside it, where a narrow card may break it', () => {
    const parts = (lang: 'uk' | 'en') =>
      Object.fromEntries(
        toMarketplaceOffers(marketplaces, TENDER_ID, lang).map((offer) => [
          offer.title,
          offer.titleParts,
        ]),
      );
    expect(parts('uk')['Держзакупівлі.Онлайн']).toEqual(['Держзакупівлі.', 'Онлайн']);
    expect(parts('en')['SmartTender.biz']).toEqual(['SmartTender.', 'biz']);
    expect(parts('en')['Zakupivli.Pro']).toEqual(['Zakupivli.', 'Pro']);
    for (const [title, titleParts] of Object.entries({ ...parts('uk'), ...parts('en') })) {
      expect(titleParts.join('')).toBe(title);
    }
    expect(parts('uk')['Е лот']).toEqual(['Е лот']);
  });

  it('a real template puts the tenderID where it asks for it', () => {
    expect(
      marketplaceTenderUrl('https://tender.uub.com.ua/tender/{tenderID}', 'UA-2023-09-08-012599-a'),
    ).toBe('https://tender.uub.com.ua/tender/UA-2023-09-08-012599-a');
    expect(
      marketplaceTenderUrl('https://izi.trade/?TenderID={tenderID}&again={tenderID}', 'UA-1'),
    ).toBe('https://izi.trade/?TenderID=UA-1&again=UA-1');
  });

  it('only http(s) templates become links', () => {
    for (const template of [
      'javascript:alert("{tenderID}")',
      'data:text/html,{tenderID}',
      'ftp://example.org/{tenderID}',
      '/tender/{tenderID}',
      '',
      undefined,
      42,
    ]) {
      expect(marketplaceTenderUrl(template, TENDER_ID)).toBeUndefined();
    }
    expect(marketplaceTenderUrl('http://example.org/?id={tenderID}', TENDER_ID)).toBe(
      `http://example.org/?id=${TENDER_ID}`,
    );
  });

  it('leaves out a marketplace whose template is missing or not http(s)', () => {
    const codes = Object.keys(marketplaces.data);
    const firstCode = codes[0] ?? '';
    const secondCode = codes[1] ?? '';
    const data: Dictionary['data'] = { ...marketplaces.data };
    data[firstCode] = { ...data[firstCode], tender_url: 'javascript:alert(1)//{tenderID}' };
    data[secondCode] = { ...data[secondCode], tender_url: undefined };
    const hostile: Dictionary = { ...marketplaces, data };
    const shown = toMarketplaceOffers(hostile, TENDER_ID, 'uk').map((offer) => offer.code);

    expect(shown).toHaveLength(entries.length - 2);
    expect(shown).not.toContain(firstCode);
    expect(shown).not.toContain(secondCode);
  });

  it('shows nothing to choose from while the dictionary is not loaded', () => {
    expect(toMarketplaceOffers(undefined, TENDER_ID, 'uk')).toEqual([]);
  });
});

describe('submit proposal: shown only while the tender takes proposals', () => {
  it('the open statuses are the enquiry and the tendering periods', () => {
    expect([...OPEN_STATUSES].sort()).toEqual(['active.enquiries', 'active.tendering']);
  });

  it.each(shippedTenderIDs())('%s', (id) => {
    const status = shippedCdbTender(id).status;
    expect(
      visiblePurchaseSections(shippedTender(id), BEFORE_DEADLINES).includes('submitProposal'),
    ).toBe(status === 'active.enquiries' || status === 'active.tendering');
  });

  it('hidden once the tender period has ended, though the snapshot still says open', () => {
    const shows = (now: string) =>
      visiblePurchaseSections(shippedTender('UA-2026-01-29-006656-a'), new Date(now)).includes(
        'submitProposal',
      );
    expect(shows('2026-02-05T23:59:00+02:00')).toBe(true);
    expect(shows('2026-02-06T00:00:00+02:00')).toBe(false);
    expect(shows('2026-11-27T12:00:00+02:00')).toBe(false);
  });

  it('the shipped tenders include open ones and closed ones', () => {
    const statuses = new Set(shippedTenderIDs().map((id) => shippedCdbTender(id).status));
    expect(statuses).toContain('active.tendering');
    expect(statuses).toContain('active.enquiries');
    expect(statuses).toContain('complete');
  });
});

import { describe, expect, it } from 'vitest';
import {
  findPlatform,
  mergeMarketplaces,
  type Platform,
} from '../../../scripts/dictionary-sources/marketplaces.ts';

const platform = (slug: string, href: string, levels?: boolean[]): Platform => ({
  name: slug,
  slug,
  href,
  ...(levels && {
    level1: levels[0],
    level2: levels[1],
    level3: levels[2],
    level4: levels[3],
  }),
});

const platforms = [
  platform('etender', 'https://bid.e-tender.biz/tender?tenderid={tenderID}', [
    true,
    true,
    true,
    true,
  ]),
  platform('smart-tender', 'https://smarttender.biz/government/details/{tenderID}'),
  platform('aps', 'https://aps-market.com/?TenderID={tenderID}', [true, true, false, false]),
  platform('zakupki', 'http://zakupki.prom.ua/dz_redirect?TenderID={tenderID}'),
  platform('uptem', 'https://dz.upetem.com.ua/'),
];

describe('merging the brokers with the 2017 platforms', () => {
  it('matches by the broker domain, a subdomain of it, or an authored alias', () => {
    expect(findPlatform({ name: 'e-tender.biz', title: 'E-tender' }, platforms)?.slug).toBe(
      'etender',
    );
    expect(findPlatform({ name: 'prom.ua', title: 'Zakupivli.Pro' }, platforms)?.slug).toBe(
      'zakupki',
    );
    expect(findPlatform({ name: 'it.ua', title: 'SmartTender.biz' }, platforms)?.slug).toBe(
      'smart-tender',
    );
    expect(findPlatform({ name: 'tender.biz', title: 'T' }, platforms)).toBeUndefined();
  });

  it('takes the https template and the levels flagged in 2017', () => {
    const merged = mergeMarketplaces(
      [
        { name: 'aps-market.com', title: 'APS' },
        { name: 'prom.ua', title: 'Zakupivli.Pro' },
      ],
      platforms,
    );
    expect(merged['aps-market.com']).toMatchObject({
      tender_url: 'https://aps-market.com/?TenderID={tenderID}',
      accreditation_levels: ['1', '2'],
      auth_methods: ['qes'],
      image: '/marketplaces/aps-market.com.svg',
    });
    expect(merged['prom.ua']?.tender_url).toBe(
      'https://zakupki.prom.ua/dz_redirect?TenderID={tenderID}',
    );
    expect(merged['prom.ua']?.accreditation_levels).toEqual(['1', '2', '3', '4']);
  });

  it('falls back to the home page with TenderID when 2017 had no template', () => {
    const merged = mergeMarketplaces(
      [
        { name: 'upetem.com.ua', title: 'UPETEM' },
        { name: 'izi.trade', title: 'IZI.TRADE' },
      ],
      platforms,
    );
    expect(merged['upetem.com.ua']?.tender_url).toBe('https://upetem.com.ua/?TenderID={tenderID}');
    expect(merged['izi.trade']).toMatchObject({
      title_en: 'IZI.TRADE',
      url: 'https://izi.trade',
      tender_url: 'https://izi.trade/?TenderID={tenderID}',
    });
  });

  it('numbers the marketplaces in Ukrainian alphabetical order of their titles, Cyrillic first', () => {
    const merged = mergeMarketplaces(
      [
        { name: 'izi.trade', title: 'IZI.TRADE' },
        { name: 'uub.com.ua', title: 'УУБ' },
        { name: 'e-tender.biz', title: 'E-tender' },
        { name: 'zakupki.com.ua', title: 'Zakupki UA' },
      ],
      platforms,
    );
    expect(
      Object.entries(merged)
        .sort(([, a], [, b]) => Number(a.order) - Number(b.order))
        .map(([name]) => name),
    ).toEqual(['uub.com.ua', 'e-tender.biz', 'izi.trade', 'zakupki.com.ua']);
  });

  it('fails when a Ukrainian title has no authored English', () => {
    expect(() => mergeMarketplaces([{ name: 'new.ua', title: 'Новий' }], platforms)).toThrow(
      /new\.ua/,
    );
    expect(
      mergeMarketplaces([{ name: 'uub.com.ua', title: 'УУБ' }], [])['uub.com.ua'],
    ).toMatchObject({ title_uk: 'УУБ', title_en: 'UUB (Ukrainian Universal Exchange)' });
  });

  it('gives an English logo only to a marketplace whose English title differs', () => {
    const merged = mergeMarketplaces(
      [
        { name: 'uub.com.ua', title: 'УУБ' },
        { name: 'izi.trade', title: 'IZI.TRADE' },
      ],
      [],
    );
    expect(merged['uub.com.ua']).toMatchObject({
      slug: 'uub',
      image: '/marketplaces/uub.com.ua.svg',
      image_en: '/marketplaces/uub.com.ua.en.svg',
    });
    expect(merged['izi.trade']).toMatchObject({
      slug: 'izi-trade',
      image: '/marketplaces/izi.trade.svg',
      image_en: '/marketplaces/izi.trade.svg',
    });
  });
});

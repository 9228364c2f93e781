import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../../../../contract/static-data';
import {
  findMarketplace,
  marketplacePath,
  marketplaceSlug,
  parseMarketplaceSegment,
  toMarketplaces,
} from '../../../../src/features/marketplaces/model/marketplaces';

const marketplaces: Dictionary = {
  date_modified: '2025-01-01T00:00:00Z',
  data: {
    'prom.ua': {
      title_uk: 'Zakupki.prom.ua',
      host: 'prom.ua',
      url: 'https://prom.ua',
      image: '/marketplaces/prom.ua.svg',
      order: 2,
    },
    'e-tender.biz': {
      title_uk: 'E-tender',
      title_en: 'E-tender EN',
      host: 'www.e-tender.biz',
      url: 'javascript:alert(1)',
      image: 'javascript:alert(1)',
      order: 1,
    },
  },
};

describe('marketplace slugs and paths', () => {
  it('derives the slug from the brand part of the host', () => {
    expect(marketplaceSlug({ host: 'prom.ua' }, 'x')).toBe('prom');
    expect(marketplaceSlug({ host: 'www.e-tender.biz' }, 'x')).toBe('e-tender');
    expect(marketplaceSlug({ host: 'https://Tender-Online.com.ua/' }, 'x')).toBe('tender-online');
    expect(marketplaceSlug({}, 'zakupki.com.ua')).toBe('zakupki');
  });

  it('reads /majdanchiki-{slug} segments and nothing else', () => {
    expect(parseMarketplaceSegment('majdanchiki-prom')).toBe('prom');
    expect(parseMarketplaceSegment('majdanchiki-e-tender')).toBe('e-tender');
    expect(parseMarketplaceSegment('majdanchiki-')).toBeUndefined();
    expect(parseMarketplaceSegment('majdanchiki-Prom!')).toBeUndefined();
    expect(parseMarketplaceSegment('tender')).toBeUndefined();
    expect(parseMarketplaceSegment(undefined)).toBeUndefined();
    expect(marketplacePath('prom')).toBe('/majdanchiki-prom');
  });
});

describe('marketplace list', () => {
  it("lists in the dictionary's order with safe links only", () => {
    expect(toMarketplaces(marketplaces, 'en')).toEqual([
      {
        code: 'e-tender.biz',
        slug: 'e-tender',
        title: 'E-tender EN',
        website: undefined,
        image: undefined,
      },
      {
        code: 'prom.ua',
        slug: 'prom',
        title: 'Zakupki.prom.ua',
        website: 'https://prom.ua/',
        image: '/marketplaces/prom.ua.svg',
      },
    ]);
    expect(toMarketplaces(undefined, 'uk')).toEqual([]);
  });

  it('puts a marketplace without an order last', () => {
    const { 'e-tender.biz': eTender, 'prom.ua': prom } = marketplaces.data;
    const unordered: Dictionary = {
      ...marketplaces,
      data: { 'e-tender.biz': { ...eTender, order: undefined }, 'prom.ua': { ...prom } },
    };
    expect(toMarketplaces(unordered, 'uk').map((m) => m.code)).toEqual(['prom.ua', 'e-tender.biz']);
  });

  it('finds a marketplace by slug', () => {
    const list = toMarketplaces(marketplaces, 'uk');
    expect(findMarketplace(list, 'prom')?.code).toBe('prom.ua');
    expect(findMarketplace(list, 'unknown')).toBeUndefined();
  });
});

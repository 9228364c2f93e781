import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../../../../contract/static-data';
import {
  brandSlug,
  legacyMarketplaceSlug,
  marketplaceSlug,
  parseMarketplaceSegment,
} from '../../../../contract/routes/marketplace-slugs';
import {
  findByLegacySlug,
  findMarketplace,
  toMarketplaces,
} from '../../../../src/features/marketplaces/model/marketplaces';
import { marketplacePath } from '../../../../contract/routes/paths';
import { shippedDictionary } from '../../../support/shipped-data';

const marketplaces: Dictionary = {
  date_modified: '2025-01-01T00:00:00Z',
  data: {
    'prom.ua': {
      title_uk: 'Zakupki.prom.ua',
      host: 'prom.ua',
      url: 'https://prom.ua',
      image: '/marketplaces/prom.ua.svg',
      accreditation_levels: ['1', '9'],
      auth_methods: ['qes'],
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

const shipped = shippedDictionary('marketplaces');

/** The dictionary as the API serves it in Ukrainian: without the `_en` fields. */
const withoutEnglish = (dictionary: Dictionary): Dictionary => ({
  ...dictionary,
  data: Object.fromEntries(
    Object.entries(dictionary.data).map(([code, entry]) => [
      code,
      Object.fromEntries(Object.entries(entry).filter(([field]) => !field.endsWith('_en'))),
    ]),
  ),
});
const levels = shippedDictionary('marketplace_accreditation_levels');
const authMethods = shippedDictionary('marketplace_auth_methods');

describe('marketplace slugs and paths', () => {
  it('derives the slug from the brand a user sees: the English title', () => {
    expect(brandSlug('SmartTender.biz')).toBe('smarttender-biz');
    expect(brandSlug('UUB (Ukrainian Universal Exchange)')).toBe('uub');
    expect(brandSlug('Держ')).toBe('');
  });

  it("reads the dictionary's slug, the same in both languages, else the host's brand", () => {
    expect(marketplaceSlug({ slug: 'smarttender-biz', host: 'it.ua' }, 'it.ua')).toBe(
      'smarttender-biz',
    );
    expect(marketplaceSlug({ slug: 'Bad Slug!', host: 'netcast.com.ua' }, 'x')).toBe('netcast');
    expect(marketplaceSlug({ host: 'netcast.com.ua' }, 'x')).toBe('netcast');
  });

  it('keeps the first slugs, the brand part of the host, for the redirects', () => {
    expect(legacyMarketplaceSlug({ host: 'prom.ua' }, 'x')).toBe('prom');
    expect(legacyMarketplaceSlug({ host: 'www.e-tender.biz' }, 'x')).toBe('e-tender');
    expect(legacyMarketplaceSlug({ host: 'https://Tender-Online.com.ua/' }, 'x')).toBe(
      'tender-online',
    );
    expect(legacyMarketplaceSlug({}, 'zakupki.com.ua')).toBe('zakupki');
  });

  it('gives every shipped marketplace its own slug, none of them another one’s old slug', () => {
    const list = toMarketplaces(shipped, 'uk');
    const slugs = list.map((marketplace) => marketplace.slug);
    expect(new Set(slugs).size).toBe(list.length);
    for (const marketplace of list) {
      expect(parseMarketplaceSegment(`majdanchiki-${marketplace.slug}`)).toBe(marketplace.slug);
      const owner = findMarketplace(list, marketplace.legacySlug);
      expect([undefined, marketplace.code]).toContain(owner?.code);
    }
  });

  it.each(['uk', 'en'] as const)(
    'names SmartTender.biz, Держзакупівлі.Онлайн and Zakupivli.Pro by their brands in %s',
    (lang) => {
      const list = toMarketplaces(lang === 'uk' ? withoutEnglish(shipped) : shipped, lang);
      const slugOf = (code: string) => list.find((marketplace) => marketplace.code === code)?.slug;
      expect(slugOf('it.ua')).toBe('smarttender-biz');
      expect(slugOf('netcast.com.ua')).toBe('derzhzakupivli-online');
      expect(slugOf('prom.ua')).toBe('zakupivli-pro');
      expect(findByLegacySlug(list, 'it')?.code).toBe('it.ua');
      expect(findByLegacySlug(list, 'netcast')?.code).toBe('netcast.com.ua');
      expect(findByLegacySlug(list, 'prom')?.code).toBe('prom.ua');
      expect(findByLegacySlug(list, 'e-tender')).toBeUndefined();
      expect(findByLegacySlug(list, 'nope')).toBeUndefined();
    },
  );

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
  it("lists in the dictionary's order with safe links only, codes where labels are missing", () => {
    expect(toMarketplaces(marketplaces, 'en', { levels, authMethods })).toEqual([
      {
        code: 'e-tender.biz',
        slug: 'e-tender',
        legacySlug: 'e-tender',
        title: 'E-tender EN',
        website: undefined,
        image: undefined,
        levels: [],
        authMethods: [],
      },
      {
        code: 'prom.ua',
        slug: 'prom',
        legacySlug: 'prom',
        title: 'Zakupki.prom.ua',
        website: 'https://prom.ua/',
        image: '/marketplaces/prom.ua.svg',
        levels: [
          {
            id: '1',
            name: 'Level 1',
            description: levels.data['1']?.description_en,
          },
          { id: '9', name: '9', description: undefined },
        ],
        authMethods: [authMethods.data.qes?.name_en],
      },
    ]);
    expect(toMarketplaces(undefined, 'uk')).toEqual([]);
  });

  it('spells out the levels and methods of every shipped marketplace in the language', () => {
    for (const lang of ['uk', 'en'] as const) {
      for (const view of toMarketplaces(shipped, lang, { levels, authMethods })) {
        const entry = shipped.data[view.code];
        const levelIds = entry?.accreditation_levels as string[];
        expect(view.levels.map((level) => level.id)).toEqual(levelIds);
        for (const level of view.levels) {
          expect(level.name).toBe(levels.data[level.id]?.[`name_${lang}`]);
          expect(level.description).toBe(levels.data[level.id]?.[`description_${lang}`]);
        }
        expect(view.authMethods).toEqual(
          (entry?.auth_methods as string[]).map((id) => authMethods.data[id]?.[`name_${lang}`]),
        );
      }
    }
  });

  it('shows the English logo in English: no Ukrainian title on an English page', () => {
    const [uk, en] = (['uk', 'en'] as const).map((lang) => toMarketplaces(shipped, lang));
    const netcastUk = uk?.find((marketplace) => marketplace.code === 'netcast.com.ua');
    const netcastEn = en?.find((marketplace) => marketplace.code === 'netcast.com.ua');
    expect(netcastUk?.image).toBe('/marketplaces/netcast.com.ua.svg');
    expect(netcastEn?.image).toBe('/marketplaces/netcast.com.ua.en.svg');
    for (const view of en ?? []) expect(view.image).toBe(shipped.data[view.code]?.image_en);
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

import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../../../../contract/static-data';
import type { PortalStats } from '../../../../contract/stats';
import { toBanners } from '../../../../src/features/home/model/banners';
import { homeSections } from '../../../../src/features/home/model/home-sections';
import {
  NEWS_PREVIEW_COUNT,
  toNewsPreview,
} from '../../../../src/features/home/model/news-preview';
import {
  OPEN_TENDERS_SEARCH,
  numbersTodayView,
} from '../../../../src/features/home/model/numbers-today';
import { searchHref } from '../../../../src/features/search/model/search-query';
import { formatDate } from '../../../../src/lib/format';
import { shippedDictionary } from '../../../support/shipped-data';

const banner = shippedDictionary('banner');
const article = shippedDictionary('article');
const group = shippedDictionary('group');

describe('home banners', () => {
  it('shows every shipped banner in its order, titled and linked in the language', () => {
    const expected = Object.entries(banner.data).sort(
      ([, a], [, b]) => Number(a.order) - Number(b.order),
    );
    for (const lang of ['uk', 'en'] as const) {
      expect(toBanners(banner, lang)).toEqual(
        expected.map(([code, entry]) => ({
          code,
          title: entry[`title_${lang}`],
          link: { kind: 'internal', to: entry.url },
          imageSmall: entry.image_small,
          imageLarge: entry.image_large,
        })),
      );
    }
  });

  it('leaves out a banner without a safe link or an image, and uses the large image alone', () => {
    const hostile: Dictionary = {
      date_modified: '2026-01-01T00:00:00Z',
      data: {
        script: { title_uk: 'A', url: 'javascript:alert(1)', image_small: '/a.svg' },
        noImage: { title_uk: 'B', url: '/news' },
        largeOnly: { title_uk: 'C', url: 'https://example.org/x', image_large: '/c.svg' },
      },
    };
    expect(toBanners(hostile, 'en')).toEqual([
      {
        code: 'largeOnly',
        title: 'C',
        link: { kind: 'external', href: 'https://example.org/x' },
        imageSmall: '/c.svg',
        imageLarge: '/c.svg',
      },
    ]);
    expect(toBanners(undefined, 'uk')).toEqual([]);
  });
});

describe('home news preview', () => {
  const newest = Object.entries(article.data)
    .sort(
      ([, a], [, b]) =>
        Date.parse(String(b.date_published)) - Date.parse(String(a.date_published)) ||
        Number(b.id) - Number(a.id),
    )
    .slice(0, NEWS_PREVIEW_COUNT);

  it.each(['uk', 'en'] as const)('lists the newest shipped articles in %s', (lang) => {
    expect(NEWS_PREVIEW_COUNT).toBeGreaterThanOrEqual(3);
    expect(toNewsPreview(article, group, lang)).toEqual(
      newest.map(([key, entry]) => ({
        key,
        title: entry[`title_${lang}`],
        to: entry.url,
        date: formatDate(String(entry.date_published), lang),
        dateTime: new Date(String(entry.date_published)).toISOString(),
        group: group.data[String(entry.group)]?.[`title_${lang}`],
      })),
    );
  });

  it('falls back to the slug address, the Ukrainian title and the group code', () => {
    const one: Dictionary = {
      date_modified: '2026-01-01T00:00:00Z',
      data: {
        'some-slug': {
          id: 1,
          title_uk: 'Лише українською',
          group: 'unknown',
          date_published: 'not a date',
          url: '//evil.example',
        },
      },
    };
    expect(toNewsPreview(one, undefined, 'en')).toEqual([
      {
        key: 'some-slug',
        title: 'Лише українською',
        to: '/news/some-slug',
        date: '—',
        dateTime: undefined,
        group: 'unknown',
      },
    ]);
  });
});

describe('home numbers today', () => {
  const stats: PortalStats = {
    open_tenders: 1234,
    open_tenders_value: 107540693,
    plans: 15,
    frameworks: 0,
    products: 0,
    counted_at: '2026-11-23T08:05:00Z',
  };

  it('links the open tenders to the search the search page itself writes', () => {
    expect(OPEN_TENDERS_SEARCH).toBe(searchHref('tender', { status: ['active.tendering'] }));
  });

  it('formats the numbers the Ukrainian way, the time in Kyiv', () => {
    expect(numbersTodayView('ready', stats, 'uk')).toEqual({
      state: 'ready',
      numbers: [
        {
          key: 'openTenders',
          value: '1\u00a0234',
          to: OPEN_TENDERS_SEARCH,
        },
        { key: 'openValue', value: '107\u00a0540\u00a0693,00\u00a0грн', to: undefined },
        { key: 'plans', value: '15', to: '/search/plan' },
      ],
      countedAt: '10:05',
    });
  });

  it('keeps the three places with dashes while loading or after a failure', () => {
    for (const state of ['loading', 'failed'] as const) {
      const view = numbersTodayView(state, undefined, 'en');
      expect(view.numbers.map((number) => number.value)).toEqual(['—', '—', '—']);
      expect(view.countedAt).toBeUndefined();
    }
  });
});

describe('home sections', () => {
  const stats = (frameworks: number, products: number): PortalStats => ({
    open_tenders: 1,
    open_tenders_value: 1,
    plans: 1,
    frameworks,
    products,
    counted_at: '2026-11-27T10:00:00Z',
  });
  const testOnly = (view: ReturnType<typeof homeSections>) =>
    Object.fromEntries(view.map((section) => [section.key, section.testOnly]));

  it('lists the four searches and the news, each with its address', () => {
    expect(homeSections(undefined).map((section) => section.to)).toEqual([
      '/search/tender',
      '/search/plan',
      '/search/catalog',
      '/search/products',
      '/news',
    ]);
  });

  it('says which counted section holds only test examples, once the count has come', () => {
    expect(testOnly(homeSections(undefined))).toEqual({
      tender: undefined,
      plan: undefined,
      catalog: false,
      products: false,
      news: undefined,
    });
    expect(testOnly(homeSections(stats(0, 0)))).toMatchObject({ catalog: true, products: true });
    expect(testOnly(homeSections(stats(3, 0)))).toMatchObject({ catalog: false, products: true });
  });
});

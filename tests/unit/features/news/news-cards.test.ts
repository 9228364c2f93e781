import { describe, expect, it } from 'vitest';
import { toNewsCards } from '../../../../src/features/news/model/news-cards';
import { groupLinks } from '../../../../src/features/news/model/group-filter';
import { newsListState } from '../../../../src/features/news/model/news-list-state';
import { DEFAULT_ARTICLES_META } from '../../../../src/features/news/api';
import { dictionaryLabel } from '../../../../contract/dictionary-label';
import { shippedDictionary, shippedArticles } from '../../../support/shipped-data';
import { summaryOf } from './shipped-articles';

const groups = shippedDictionary('group');
const newestFirst = shippedArticles()
  .sort((a, b) => Date.parse(b.date_published) - Date.parse(a.date_published))
  .map(summaryOf);

describe('news cards of the shipped articles', () => {
  it('keep the API order and show title, lead, Ukrainian date, group and image in the language', () => {
    for (const lang of ['uk', 'en'] as const) {
      const cards = toNewsCards(newestFirst, lang, (slug) => dictionaryLabel(groups, slug, lang));
      expect(cards.map((card) => card.id)).toEqual(newestFirst.map((article) => article.id));
      cards.forEach((card, index) => {
        const article = newestFirst[index];
        if (!article) throw new Error('no article');
        expect(card.href).toBe(`/news/${article.slug}`);
        expect(card.title).toBe(article[`title_${lang}`]);
        expect(card.lead).toBe(article[`summary_${lang}`]);
        expect(card.group).toBe(groups.data[article.group]?.[`title_${lang}`]);
        expect(card.groupHref).toBe(`/news?group=${article.group}`);
        expect(card.image).toEqual({
          src: article.image.src,
          width: article.image.width,
          height: article.image.height,
          alt: article.image[`alt_${lang}`],
        });
        expect(card.dateTime).toBe(article.date_published);
      });
    }
  });

  it('write the date with a zero-padded day and the genitive month in Ukrainian', () => {
    const card = toNewsCards(newestFirst, 'uk', (slug) => slug).find(
      (one) => one.href === '/news/new-portal-launched',
    );
    expect(card?.date).toBe('27 жовтня 2026');
    const en = toNewsCards(newestFirst, 'en', (slug) => slug).find(
      (one) => one.href === '/news/competitive-dialogue-and-esco',
    );
    expect(en?.date).toBe('12 August 2025');
  });
});

describe('the group filter', () => {
  it('lists "all" and then every group of the dictionary in its order, marking the current one', () => {
    const ordered = Object.entries(groups.data)
      .sort(([, a], [, b]) => Number(a.order) - Number(b.order))
      .map(([slug]) => slug);
    const links = groupLinks(groups, 'oversight', 'en', 'All news');
    expect(links.map((link) => link.slug)).toEqual([undefined, ...ordered]);
    expect(links.map((link) => link.href)).toEqual([
      '/news',
      ...ordered.map((slug) => `/news?group=${slug}`),
    ]);
    expect(links.filter((link) => link.current).map((link) => link.slug)).toEqual(['oversight']);
    expect(links[1]?.label).toBe(groups.data[ordered[0] ?? '']?.title_en);
  });

  it('marks "all" without a group, and offers only "all" without the dictionary', () => {
    expect(groupLinks(groups, undefined, 'uk', 'Усі').filter((link) => link.current)).toEqual([
      { slug: undefined, label: 'Усі', href: '/news', current: true },
    ]);
    expect(groupLinks(undefined, 'guides', 'uk', 'Усі')).toHaveLength(1);
  });
});

describe('the list state', () => {
  const meta = { current_page: 1, per_page: 10, total: newestFirst.length };
  const pages = Math.ceil(newestFirst.length / 10);

  it('shows cards with the page count (total / per page, rounded up)', () => {
    expect(
      newsListState({ page: 1, group: undefined }, { data: newestFirst, meta }, false),
    ).toEqual({ kind: 'cards', pages });
  });

  it('says a page past the end and links the last one', () => {
    expect(
      newsListState(
        { page: 9, group: undefined },
        { data: [], meta: { ...meta, current_page: 9 } },
        false,
      ),
    ).toEqual({ kind: 'pastEnd', page: 9, lastPage: pages, lastHref: `/news?page=${pages}` });
  });

  it('says an empty group, and a failure with a retry of the same address', () => {
    expect(
      newsListState({ page: 1, group: 'nope' }, { data: [], meta: { ...meta, total: 0 } }, false),
    ).toEqual({ kind: 'empty', allHref: '/news' });
    expect(
      newsListState({ page: 2, group: 'guides' }, { data: [], meta: DEFAULT_ARTICLES_META }, true),
    ).toEqual({ kind: 'failed', retryHref: '/news?group=guides&page=2' });
  });
});

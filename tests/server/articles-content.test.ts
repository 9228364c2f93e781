import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleBlock, BannerEntry } from '../../contract/articles.ts';
import { buildArticleIndex } from '../../server/articles/index-dictionary.ts';
import { readShippedArticles } from '../../server/articles/load.ts';
import { ArticleFormatError, parseArticle } from '../../server/articles/validate.ts';
import { projectRoot } from '../../server/config.ts';
import { shippedDataDir, shippedDictionary } from '../support/shipped-data.ts';

const { articles } = await readShippedArticles(shippedDataDir);
const publicFile = (src: string): string => path.join(projectRoot, 'public', src);

const CYRILLIC = /[а-яіїєґ]/i;
const blockTexts = (blocks: ArticleBlock[]): string[] =>
  blocks.flatMap((block) => ('items' in block ? block.items : [block.text]));
const texts = (article: Article, lang: 'uk' | 'en'): string[] => [
  article[`title_${lang}` as const],
  article[`summary_${lang}` as const],
  article[`author_${lang}` as const],
  article.image[`alt_${lang}` as const],
  ...blockTexts(article[`body_${lang}` as const]),
];
const links = (article: Article): string[] =>
  [...article.body_uk, ...article.body_en].flatMap((block) =>
    block.type === 'link' ? [block.href] : [],
  );
const ROUTES = ['/search/tender', '/search/plan', '/search/catalog', '/search/products'];
const isKnownInternalPath = (href: string): boolean =>
  ROUTES.includes(href) ||
  href === '/majdanchiki-prozorro' ||
  articles.some((article) => href === `/news/${article.slug}`);

describe('the shipped news articles', () => {
  it('are at least 12, in at least 3 groups, dated across 2025 and 2026', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articles.map((article) => article.group)).size).toBeGreaterThanOrEqual(3);
    const years = new Set(articles.map((article) => article.date_published.slice(0, 4)));
    expect([...years].sort()).toEqual(['2025', '2026']);
  });

  it('have unique ids and slugs', () => {
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
  });

  it.each(articles.map((article) => [article.slug, article] as const))(
    '%s has every text in Ukrainian and in English, block for block',
    (_slug, article) => {
      for (const text of texts(article, 'uk')) expect(text.trim()).not.toBe('');
      for (const text of texts(article, 'en')) expect(text.trim()).not.toBe('');
      expect(texts(article, 'uk').join(' ')).toMatch(CYRILLIC);
      expect(texts(article, 'en').join(' ')).not.toMatch(CYRILLIC);
      expect(article.body_en.map((block) => block.type)).toEqual(
        article.body_uk.map((block) => block.type),
      );
    },
  );

  it.each(articles.map((article) => [article.slug, article] as const))(
    '%s has its SVG image under public/ and only safe links',
    (_slug, article) => {
      expect(article.image.src).toBe(`/news/${article.slug}.svg`);
      const svg = readFileSync(publicFile(article.image.src), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`viewBox="0 0 ${article.image.width} ${article.image.height}"`);
      expect(svg).not.toMatch(/<script|<image|href=/i);
      for (const href of links(article)) {
        expect(href.startsWith('https://') || isKnownInternalPath(href), href).toBe(true);
      }
    },
  );

  it('cover every procedure type named in the brief', () => {
    const english = articles.flatMap((article) => texts(article, 'en')).join(' ');
    for (const code of [
      'belowThreshold',
      'aboveThreshold',
      'aboveThresholdUA',
      'aboveThresholdEU',
      'negotiation',
      'negotiation.quick',
      'reporting',
      'priceQuotation',
      'esco',
      'competitiveDialogue',
      'closeFrameworkAgreement',
    ]) {
      expect(english, code).toContain(`(${code}`);
    }
  });

  it('are indexed by the article dictionary as they are now', () => {
    expect(shippedDictionary('article')).toEqual(buildArticleIndex(articles));
  });
});

describe('the banner and group dictionaries', () => {
  it('has at least 3 banners with both images and an internal link', () => {
    const banners = Object.values(shippedDictionary('banner').data) as unknown as BannerEntry[];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of banners) {
      expect(banner.title_uk).toMatch(CYRILLIC);
      expect(banner.title_en).not.toMatch(CYRILLIC);
      expect(existsSync(publicFile(banner.image_small)), banner.image_small).toBe(true);
      expect(existsSync(publicFile(banner.image_large)), banner.image_large).toBe(true);
      expect(isKnownInternalPath(banner.url), banner.url).toBe(true);
    }
  });

  it('names every group in both languages, and every article uses a known group', () => {
    const groups = shippedDictionary('group').data;
    for (const group of Object.values(groups)) {
      expect(group.title_uk).toMatch(CYRILLIC);
      expect(group.title_en).not.toMatch(CYRILLIC);
    }
    for (const article of articles) expect(Object.keys(groups)).toContain(article.group);
  });
});

describe('the article format check', () => {
  const valid = articles[0];
  const withLink = (href: string): unknown => ({
    ...valid,
    body_en: [{ type: 'link', text: 'x', href }],
  });

  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,hi', '/\\evil', 'ftp://x.y'])(
    'refuses the link %s',
    (href) => {
      expect(() => parseArticle(withLink(href), 'test.json')).toThrow(ArticleFormatError);
    },
  );

  it('accepts http(s) links and paths on this site', () => {
    for (const href of ['https://prozorro.gov.ua', 'http://example.org/a', '/search/tender']) {
      expect(parseArticle(withLink(href), 'test.json').body_en[0]).toMatchObject({ href });
    }
  });

  it('takes an article not yet translated: no English body, or an empty one', () => {
    const ukrainianOnly: Record<string, unknown> = { ...valid };
    delete ukrainianOnly.body_en;
    expect(parseArticle(ukrainianOnly, 'test.json').body_en).toEqual([]);
    expect(parseArticle({ ...valid, body_en: [] }, 'test.json').body_en).toEqual([]);
    expect(() => parseArticle({ ...valid, body_uk: [] }, 'test.json')).toThrow(/body_uk/);
  });

  it('refuses a missing translation, an unknown block and an all-digit slug', () => {
    const broken = [
      { ...valid, title_en: '' },
      { ...valid, body_uk: [{ type: 'html', text: '<b>x</b>' }] },
      { ...valid, slug: '123' },
      { ...valid, date_published: '2025-01-01' },
    ];
    for (const article of broken) {
      expect(() => parseArticle(article, 'test.json')).toThrow(/test\.json/);
    }
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCdbFiles } from '../../server/ingest/load.ts';
import { backends, useHarness } from './backends.ts';
import { shippedJson } from '../support/shipped-data.ts';
import { builtPortal, ensurePortalBuilt } from './built-client.ts';

const SITE = ' — Відкриті закупівлі';

const NBSP = '\u00a0';
/** A shipped ESCO tender with an English title (and quotes in both titles). */
const ESCO = 'UA-2024-02-28-009286-a';
/** A shipped tender with a 361-character title and an expected value. */
const LONG = 'UA-2023-09-08-012599-a';
const ARTICLE = 'how-to-read-a-tender-page';

interface CdbTenderFile {
  data: {
    id: string;
    tenderID: string;
    title: string;
    title_en?: string;
    procuringEntity: { name: string; name_en?: string };
  };
}

const readTender = (tenderID: string): CdbTenderFile =>
  shippedJson<CdbTenderFile>(`cdb/tenders/${tenderID}.json`);

const readArticle = (slug: string) =>
  shippedJson<{
    id: number;
    title_uk: string;
    title_en: string;
    summary_uk: string;
    summary_en: string;
  }>(`articles/${slug}.json`);
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string): string =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** What a link-preview crawler reads from the page: no JavaScript, only the HTML head. */
const readHead = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? ''));
  const metas = [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)];
  const meta = (key: string): string[] =>
    metas.filter((m) => m[1] === key).map((m) => decode(m[2] ?? ''));
  const links = [
    ...head.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]*)"/g),
  ].map((m) => ({ rel: m[1], hreflang: m[2], href: decode(m[3] ?? '') }));
  return {
    titles,
    title: titles[0] ?? '',
    meta: (key: string): string => meta(key)[0] ?? '',
    metaCount: (key: string): number => meta(key).length,
    links,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
  };
};

// A page's head comes from its render.
beforeAll(ensurePortalBuilt, 300_000);

describe.each(backends)('link previews and page statuses on $name', (backend) => {
  const h = useHarness(backend, builtPortal);
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await h().app.inject({ url, headers: { host: 'portal.test', ...headers } });
    return { res, head: readHead(res.body) };
  };

  const esco = readTender(ESCO).data;
  const long = readTender(LONG).data;
  const article = readArticle(ARTICLE);

  it('fills the head of a tender page with its title, buyer, status and value', async () => {
    const { res, head } = await page(`/tender/${LONG}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(head.lang).toBe('uk');
    expect(head.titles).toHaveLength(1);
    expect(head.metaCount('description')).toBe(1);
    const description = head.meta('description');
    expect(description).toContain(`Замовник: ${long.procuringEntity.name}`);
    expect(description).toContain('Статус: Подання пропозицій');
    expect(description).toContain(`Очікувана вартість: 106${NBSP}034${NBSP}293,00${NBSP}грн`);
    expect(head.meta('og:description')).toBe(description);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:site_name')).toBe('Відкриті закупівлі');
    expect(head.meta('og:locale')).toBe('uk_UA');
    expect(head.meta('twitter:card')).toBe('summary');
  });

  it('cuts a 361-character title at a word, with an ellipsis, to about 70 characters', async () => {
    const { head } = await page(`/tender/${LONG}`);
    const original = long.title.replace(/\s+/g, ' ');
    const cutAt = (shown: string) => {
      expect(shown.endsWith('…')).toBe(true);
      const kept = shown.slice(0, -1);
      expect(original.startsWith(kept)).toBe(true);
      // Cut between words: what follows is a space or punctuation.
      expect(original[kept.length]).toMatch(/[^\p{L}\p{N}]/u);
    };
    const ogTitle = head.meta('og:title');
    expect(ogTitle.length).toBeLessThanOrEqual(70);
    expect(ogTitle.length).toBeGreaterThan(50);
    cutAt(ogTitle);
    // The tab's title, as the browser shows it: the title cut to leave room for the portal's.
    expect(head.title.length).toBeLessThanOrEqual(70);
    expect(head.title.endsWith(SITE)).toBe(true);
    cutAt(head.title.slice(0, -SITE.length));
    expect(head.meta('description').length).toBeLessThanOrEqual(200);
  });

  it('finds the tender by its internal id and on each tab path', async () => {
    for (const url of [
      `/tender/${esco.id}`,
      ...['questions', 'complaints', 'monitorings', 'contracts', 'lots'].map(
        (tab) => `/tender/${ESCO}/${tab}`,
      ),
    ]) {
      const { res, head } = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(head.meta('og:title'), url).toMatch(/^Енергосервіс будівлі .*…$/);
      expect(head.meta('description'), url).toContain('Статус: Завершений');
    }
  });

  it('preloads no API answer: a rendered page holds its data', async () => {
    for (const url of [
      `/tender/${ESCO}`,
      `/tender/${esco.id}/questions`,
      '/news',
      `/news/${ARTICLE}`,
    ]) {
      const { res } = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('rel="preload" as="fetch"');
    }
  });

  it("has the browser fetch an article's image with the page, as the page shows it first", async () => {
    const images = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]*)"/g)].map(
        (m) => m[1],
      );
    const { image } = shippedJson<{ image: { src: string } }>(`articles/${ARTICLE}.json`);
    expect(images((await page(`/news/${ARTICLE}`)).res.body)).toEqual([image.src]);
    expect(images((await page(`/news/${String(article.id)}?lang=en`)).res.body)).toEqual([
      image.src,
    ]);
    expect(images((await page('/news/xyz')).res.body)).toEqual([]);
    expect(images((await page(`/tender/${ESCO}`)).res.body)).toEqual([]);
  });

  it('speaks English for ?lang=en: the English title, labels and locale', async () => {
    const { head } = await page(`/tender/${ESCO}?lang=en`);
    expect(head.lang).toBe('en');
    expect(head.meta('og:locale')).toBe('en_GB');
    const title = head.meta('og:title');
    expect(title).toMatch(/^Energy service for the Communal Institution .*…$/);
    expect(esco.title_en?.startsWith(title.slice(0, -1))).toBe(true);
    expect(head.title.endsWith(' — Open Procurement')).toBe(true);
    expect(head.meta('description')).toContain(
      `Buyer: ${esco.procuringEntity.name_en ?? 'an English name'}`,
    );
    expect(head.meta('description')).toContain('Status: Complete');
    expect(head.meta('og:site_name')).toBe('Open Procurement');
  });

  it('gives a Ukrainian page its own bare address as canonical, also the default alternate', async () => {
    const { head } = await page(`/tender/${ESCO}`);
    expect(head.links).toEqual([
      { rel: 'canonical', hreflang: undefined, href: `http://portal.test/tender/${ESCO}` },
      { rel: 'alternate', hreflang: 'uk', href: `http://portal.test/tender/${ESCO}` },
      { rel: 'alternate', hreflang: 'en', href: `http://portal.test/tender/${ESCO}?lang=en` },
      { rel: 'alternate', hreflang: 'x-default', href: `http://portal.test/tender/${ESCO}` },
    ]);
  });

  it('gives canonical and alternate addresses in each language', async () => {
    const { head } = await page(`/tender/${ESCO}?lang=en&tab=x`);
    expect(head.meta('og:url')).toBe(`http://portal.test/tender/${ESCO}?lang=en`);
    expect(head.links).toEqual([
      { rel: 'canonical', hreflang: undefined, href: `http://portal.test/tender/${ESCO}?lang=en` },
      { rel: 'alternate', hreflang: 'uk', href: `http://portal.test/tender/${ESCO}` },
      { rel: 'alternate', hreflang: 'en', href: `http://portal.test/tender/${ESCO}?lang=en` },
      { rel: 'alternate', hreflang: 'x-default', href: `http://portal.test/tender/${ESCO}` },
    ]);
  });

  it('links the Atom feed of a tender search and of a tender in the head, with the language', async () => {
    const feeds = (html: string) =>
      [
        ...html
          .slice(0, html.indexOf('</head>'))
          .matchAll(
            /<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)"/g,
          ),
      ].map((m) => ({ title: decode(m[1] ?? ''), href: decode(m[2] ?? '') }));
    const uk = await page('/search/tender?text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82&page=2');
    expect(feeds(uk.res.body)).toEqual([
      {
        title: 'Закупівлі за цим пошуком (Atom)',
        href: 'http://portal.test/feeds/tender.atom?text=%D1%80%D0%B5%D0%BC%D0%BE%D0%BD%D1%82&lang=uk',
      },
    ]);
    const en = await page('/search/tender?status=complete&lang=en');
    expect(feeds(en.res.body)).toEqual([
      {
        title: 'Tenders of this search (Atom)',
        href: 'http://portal.test/feeds/tender.atom?status[0]=complete&lang=en',
      },
    ]);
    expect(feeds((await page('/search/plan')).res.body)).toEqual([]);
    expect(feeds((await page(`/tender/${ESCO}/questions?lang=en`)).res.body)).toEqual([
      {
        title: 'This tender’s changes (Atom)',
        href: `http://portal.test/feeds/tender/${ESCO}.atom?lang=en`,
      },
    ]);
  });

  it('previews an article by slug or id with its title and lead', async () => {
    for (const url of [`/news/${ARTICLE}`, `/news/${article.id}`]) {
      const { res, head } = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(head.meta('og:title')).toBe(article.title_uk);
      expect(head.meta('og:type')).toBe('article');
      expect(article.summary_uk.replace(/\s+/g, ' ')).toContain(
        head.meta('description').replace(/…$/, ''),
      );
    }
    const { head } = await page(`/news/${ARTICLE}?lang=en`);
    expect(head.meta('og:title')).toBe(article.title_en);
    expect(article.summary_en).toContain(head.meta('og:description').replace(/…$/, ''));
  });

  it('titles each page as its tab is titled, with the generic description where it has none', async () => {
    expect((await page('/search/plan')).head.title).toBe('Плани — Відкриті закупівлі');
    expect((await page('/search/catalog?lang=en')).head.title).toBe(
      'Frameworks — Open Procurement',
    );
    const home = (await page('/?lang=en')).head;
    expect(home.title).toBe('Open Procurement');
    expect(home.meta('og:title')).toBe('Open Procurement');
    expect(home.meta('og:locale')).toBe('en_GB');
    expect(home.meta('description')).toMatch(/public procurement/);
    const news = (await page('/news')).head;
    expect(news.title).toBe('Новини — Відкриті закупівлі');
    expect(news.meta('og:title')).toBe('Новини');
    expect(news.metaCount('description')).toBe(1);
    expect(news.meta('description')).toMatch(/публічних закупівель/);
  });

  it.each([
    '/',
    '/search/tender',
    '/search/plan',
    '/search/catalog',
    '/search/products',
    '/news',
    '/news/',
    '/ui-kit',
    '/ui-kit/tabs',
    '/majdanchiki-prozorro',
    '/majdanchiki-zakupivli-pro',
    '/majdanchiki-e-tender',
  ])('answers 200 for %s', async (url) => {
    expect((await page(url)).res.statusCode).toBe(200);
  });

  it.each([
    ['/majdanchiki-prom', '/majdanchiki-zakupivli-pro'],
    ['/majdanchiki-it?lang=en', '/majdanchiki-smarttender-biz?lang=en'],
    ['/majdanchiki-netcast', '/majdanchiki-derzhzakupivli-online'],
  ])('redirects the old marketplace address %s to the brand’s %s', async (url, location) => {
    const { res } = await page(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it.each([
    '/this/does/not/exist',
    '/tender/UA-0000',
    '/tender/UA-0000/questions',
    '/tender/ffffffffffffffffffffffffffffffff',
    `/tender/${ESCO}/nothing`,
    '/news/xyz',
    '/news/999999',
    '/majdanchiki-nope',
    '/nope',
    '/ui-kit/nope',
  ])('answers 404 with the not-found page and no canonical address for %s', async (url) => {
    const { res, head } = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(head.title).toBe('Сторінку не знайдено — Відкриті закупівлі');
    expect(head.links).toEqual([]);
  });

  it("takes the canonical origin from the request's host without PUBLIC_URL", async () => {
    const { head } = await page('/news');
    expect(head.meta('og:url')).toBe('http://portal.test/news');
    const forged = await page('/news', { host: 'x"><script>' });
    expect(forged.head.meta('og:url')).toBe('http://localhost/news');
  });
});

describe.each(backends.slice(0, 1))(
  'a tender title with markup in it, behind PUBLIC_URL',
  (backend) => {
    const h = useHarness(backend, { ...builtPortal, publicUrl: 'https://portal.example' });
    const title = `<script>alert("x")</script> Ремонт & 'покрівлі' "школи"`;
    const buyer = 'Школа <b>№1</b> "Сонечко"';

    beforeAll(async () => {
      const tender = readTender(ESCO);
      tender.data = {
        ...tender.data,
        id: 'f'.repeat(32),
        tenderID: 'UA-2099-01-01-000001-a',
        title,
        procuringEntity: { ...tender.data.procuringEntity, name: buyer },
      };
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-markup-')), 'tender.json');
      writeFileSync(file, JSON.stringify(tender));
      const report = await loadCdbFiles(h().db, [file]);
      expect(report.failures).toEqual([]);
    });

    it('comes out escaped, as text, never as markup', async () => {
      const res = await h().app.inject({ url: '/tender/UA-2099-01-01-000001-a' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toContain('<b>');
      expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      const head = readHead(res.body);
      expect(head.meta('og:title')).toBe(title);
      expect(head.title.startsWith('<script>alert("x")</script> Ремонт')).toBe(true);
      expect(head.title.endsWith(SITE)).toBe(true);
      expect(head.meta('description')).toContain(`Замовник: ${buyer}`);
      expect(head.meta('og:url')).toBe('https://portal.example/tender/UA-2099-01-01-000001-a');
    });
  },
);

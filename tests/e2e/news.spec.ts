import type { Article } from '../../contract/articles';
import { expect, test } from './fixtures';
import { ArticlesApi, NewsScreens, blockTexts } from './pages/news/NewsScreens';

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

test.describe('the news list', () => {
  test('lists page 1 in the API order, with date, group and image sized', async ({
    page,
    request,
  }) => {
    const api = new ArticlesApi(request);
    const screen = new NewsScreens(page);
    const { data } = await api.list();
    await screen.open('/news');
    await expect(screen.cardTitles).toHaveText(data.map((article) => squash(article.title_uk)));
    const first = screen.cards.first();
    await expect(first.locator('time')).toHaveAttribute('datetime', data[0]?.date_published ?? '');
    await expect(first.locator('time')).toHaveText(/^\d{2} [а-яіїєґʼ']+ \d{4}$/);
    const images = screen.cards.locator('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
  });

  test('?page=2 and ?group=<slug> give the API answer for that query, and the links lead there', async ({
    page,
    request,
  }) => {
    const api = new ArticlesApi(request);
    const screen = new NewsScreens(page);
    const second = await api.list('?page=2');
    expect(second.data.length).toBeGreaterThan(0);
    await screen.open('/news?page=2');
    await expect(screen.cardTitles).toHaveText(second.data.map((a) => squash(a.title_uk)));
    await expect(screen.pages.locator('[aria-current="page"]')).toHaveText('2');

    const links = screen.groupNav.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    for (let index = 1; index < count; index += 1) {
      const link = links.nth(index);
      const href = (await link.getAttribute('href')) ?? '';
      const slug = new URL(href, page.url()).searchParams.get('group') ?? '';
      const answer = await api.list(`?group=${slug}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/news\\?group=${slug}$`));
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(screen.cardTitles).toHaveText(answer.data.map((a) => squash(a.title_uk)));
    }
    await links.first().click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('shows the delayed loading indicator while the next page loads', async ({ page }) => {
    const screen = new NewsScreens(page);
    await screen.open('/news');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/articles\?/, async (route) => {
      await held;
      await route.continue();
    });
    await screen.pages.getByRole('link', { name: /наступна|next/i }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Завантажуємо новини…' }),
    ).toBeVisible();
    await expect(screen.main.locator('[aria-busy="true"]')).toHaveCount(1);
    release();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(screen.main.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test.describe('when the list fails to load', () => {
    test.use({ serviceWorkers: 'block' });

    test('says the server does not answer, shows no article and no pages, and loads the list once it answers', async ({
      page,
      pageErrors,
    }) => {
      const screen = new NewsScreens(page);
      await screen.open('/news');
      // The first page comes rendered by the server; the next one is the browser's to load.
      await page.route(/\/api\/articles\?/, (route) => route.abort());
      await screen.pages.getByRole('link', { name: /наступна|next/i }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(
        screen.main.getByRole('heading', { name: 'Сервер порталу не відповідає' }),
      ).toBeVisible();
      await expect(screen.cards).toHaveCount(0);
      await expect(screen.pages).toHaveCount(0);
      pageErrors.length = 0;
      // The page asks again by itself once the server answers.
      await page.unroute(/\/api\/articles\?/);
      await expect(screen.cards.first()).toBeVisible({ timeout: 40_000 });
    });
  });
});

test.describe('an article', () => {
  test('each shipped article opens by id and by slug with its title and every block', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const articles = await new ArticlesApi(request).all();
    expect(articles.length).toBeGreaterThan(0);
    const screen = new NewsScreens(page);
    await screen.open('/news');
    for (const article of articles) {
      for (const key of [String(article.id), article.slug]) {
        // A link inside the app: the same route, loader and rendering as a first visit.
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/news/${key}`);
        await expect(screen.heading, key).toHaveText(squash(article.title_uk));
        const text = await screen.bodyText();
        for (const block of blockTexts(article.body_uk)) expect(text, key).toContain(squash(block));
      }
    }
  });

  test('opens by id in English with the English body, and says when there is only Ukrainian', async ({
    page,
    request,
    browser,
  }) => {
    const article = await new ArticlesApi(request).article('how-complaints-work');
    const screen = new NewsScreens(page);
    await screen.open(`/news/${String(article.id)}?lang=en`);
    await expect(screen.heading).toHaveText(squash(article.title_en));
    await expect(screen.body).toHaveAttribute('lang', 'en');
    const english = await screen.bodyText();
    for (const block of blockTexts(article.body_en)) expect(english).toContain(squash(block));
    await expect(page.getByText(/available in Ukrainian only/)).toHaveCount(0);

    // The same article as an untranslated one would come from the API, to a reader who has not
    // read it before: this page's own copy of it, and its worker's, would stand in between.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const other = await context.newPage();
    await other.route(`**/api/articles/${article.slug}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Article };
      await route.fulfill({ response, json: { data: { ...body.data, body_en: [] } } });
    });
    const untranslated = new NewsScreens(other);
    // The list comes rendered by the server; the article is then the browser's to load.
    await untranslated.open(new URL('/news?lang=en', page.url()).href);
    await other
      .getByRole('link', { name: squash(article.title_en) })
      .first()
      .click();
    await expect(other).toHaveURL(new RegExp(`/news/${article.slug}`));
    await expect(untranslated.heading).toHaveText(squash(article.title_en));
    await expect(other.getByRole('note').filter({ hasText: /Ukrainian only/ })).toBeVisible();
    await expect(untranslated.body).toHaveAttribute('lang', 'uk');
    const ukrainian = await untranslated.bodyText();
    for (const block of blockTexts(article.body_uk)) expect(ukrainian).toContain(squash(block));
    await context.close();
  });

  test('an unknown article is the not-found page', async ({ page, notFound, pageErrors }) => {
    for (const url of ['/news/xyz', '/news/99999']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(notFound.notFoundHeading).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Новина' })).toHaveCount(0);
    }
    pageErrors.length = 0;
  });

  test('links to the newest other articles of its group', async ({ page, request }) => {
    const api = new ArticlesApi(request);
    const article = await api.article('how-to-read-a-tender-page');
    const group = await api.list(`?group=${article.group}&per_page=100`);
    const expected = group.data.filter((other) => other.id !== article.id).slice(0, 3);
    const screen = new NewsScreens(page);
    await screen.open(`/news/${article.slug}`);
    const related = page.getByRole('region', { name: /^Ще в розділі/ });
    await expect(related.getByRole('link')).toHaveText(expected.map((a) => squash(a.title_uk)));
  });
});

test.describe('the share widget', () => {
  test('each network opens a 626 × 436 popup with the article address encoded', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: string[][] = [];
      (window as unknown as { shareCalls: string[][] }).shareCalls = calls;
      window.open = (...args: unknown[]) => {
        calls.push(args.map(String));
        return null;
      };
    });
    const screen = new NewsScreens(page);
    await screen.open('/news/16');
    const url = new URL('/news/new-portal-launched', page.url()).href;
    const networks = [/^Facebook/, /^X \(Twitter\)/, /^LinkedIn/, /^Telegram/];
    for (const [index, name] of networks.entries()) {
      await screen.share.getByRole('link', { name }).click();
      const calls = await page.evaluate(
        () => (window as unknown as { shareCalls: string[][] }).shareCalls,
      );
      expect(calls).toHaveLength(index + 1);
      const [target = '', , features = ''] = calls[index] ?? [];
      expect(target).toMatch(/^https:\/\//);
      expect(target).toContain(encodeURIComponent(url));
      expect(features).toMatch(/(^|,)width=626(,|$)/);
      expect(features).toMatch(/(^|,)height=436(,|$)/);
    }
    expect(page.url()).toMatch(/\/news\/16$/);
  });

  test('copies the article link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const screen = new NewsScreens(page);
    await screen.open('/news/16');
    await screen.share.getByRole('button', { name: 'Копіювати посилання на статтю' }).click();
    await expect(screen.share.getByRole('status')).toHaveText('Посилання скопійовано');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL('/news/new-portal-launched', page.url()).href);
  });

  test.describe('on a phone with the Web Share API', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

    test('offers the native share sheet first', async ({ page }) => {
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        (window as unknown as { shared: unknown[] }).shared = shared;
        Object.defineProperty(navigator, 'share', {
          value: (data: unknown) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      });
      const screen = new NewsScreens(page);
      await screen.open('/news/open-tenders-explained');
      const first = screen.share.getByRole('listitem').first().getByRole('button');
      await expect(first).toHaveText('Поділитися…');
      await first.click();
      const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
      expect(shared).toEqual([
        {
          title: squash(await screen.heading.innerText()),
          url: new URL('/news/open-tenders-explained', page.url()).href,
        },
      ]);
    });
  });
});

test.describe('news screens quality', () => {
  for (const width of [360, 1280]) {
    test(`axe finds nothing and nothing is wider than the window at ${String(width)} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const screen = new NewsScreens(page);
      for (const lang of ['uk', 'en']) {
        for (const path of ['/news', '/news/16', '/news/how-complaints-work']) {
          const url = `${path}?lang=${lang}`;
          await screen.open(url);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          expect(await screen.axeViolations(), url).toEqual([]);
          expect(await screen.horizontalOverflow(), url).toBeUndefined();
          await page.screenshot({
            path: test
              .info()
              .outputPath(`${path.replaceAll('/', '_')}-${lang}-${String(width)}.png`),
            fullPage: true,
          });
        }
      }
    });
  }
});

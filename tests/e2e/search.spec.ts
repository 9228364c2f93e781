import { expect, test } from './fixtures';
import { SearchApi, SearchListPage, hitPath } from './pages/SearchListPage';
import type { Hit, Section } from './pages/SearchListPage';

const SECTIONS: readonly Section[] = ['tender', 'plan', 'catalog', 'products'];
const CODE: Record<Section, 'tenderID' | 'planID' | 'prettyID' | undefined> = {
  tender: 'tenderID',
  plan: 'planID',
  catalog: 'prettyID',
  products: undefined,
};
const SORTS_BY_VALUE: readonly Section[] = ['tender', 'plan'];

const amountOf = (hit: Hit): number => hit.value?.amount ?? hit.budget?.amount ?? Number.NaN;

/**
 * The search that pages in each section: the test objects included when the API takes the
 * switch (frameworks and products are all documentation examples), and two per page where
 * the section has fewer than two pages of ten.
 */
async function pagedSearch(api: SearchApi, section: Section): Promise<Record<string, string>> {
  const base: Record<string, string> = (await api.takesTestMode()) ? { mode: 'test' } : {};
  const { total } = await api.search(section, base);
  expect(total, `${section} has results to page through`).toBeGreaterThan(2);
  return total > 10 ? base : { ...base, per_page: '2' };
}

const href = (section: Section, query: Record<string, string>, extra = '') => {
  const search = new URLSearchParams({ ...query }).toString();
  return `/search/${section}${search || extra ? '?' : ''}${[search, extra].filter(Boolean).join('&')}`;
};

test.describe('search list screen', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const section of SECTIONS) {
    test(`${section}: results as the API answers, sorted, paged, linked, kept in the address`, async ({
      page,
      request,
    }) => {
      const api = new SearchApi(request);
      const screen = new SearchListPage(page);
      const query = await pagedSearch(api, section);

      await screen.open(href(section, query));
      await expect(screen.searchBox).toBeVisible();
      const first = await api.search(section, query);
      await screen.expectCardsOf(section, first);
      await expect(screen.total).toContainText(
        String(first.total).replace(/\B(?=(\d{3})+$)/g, '\u00a0'),
      );
      const code = CODE[section];
      if (code) await expect(screen.cards.first()).toContainText(first.data[0]?.[code] ?? '—');
      const testHit = first.data.findIndex((hit) => hit.mode === 'test');
      if (testHit >= 0) {
        await expect(screen.cards.nth(testHit)).toContainText(/Тестов/);
      }

      // Sort by value, descending, where the section offers it.
      let sorted = query;
      if (SORTS_BY_VALUE.includes(section)) {
        await screen.sort.selectOption({ label: 'Вартість: за спаданням' });
        await expect(page).toHaveURL(/sort_by=value&order=desc/);
        sorted = { ...query, sort_by: 'value', order: 'desc' };
        const byValue = await api.search(section, sorted);
        await screen.expectCardsOf(section, byValue);
        const amounts = byValue.data.map(amountOf).filter((amount) => !Number.isNaN(amount));
        expect(amounts.length).toBeGreaterThan(1);
        expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      } else if (section === 'products') {
        await expect(screen.sort).toHaveCount(0);
      }
      const sortedFirst = await api.search(section, sorted);

      // Page 2 and back, and forward again.
      await screen.pages.getByRole('link', { name: /^(Сторінка|Page) 2$/ }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      const second = await api.search(section, { ...sorted, page: '2' });
      await screen.expectCardsOf(section, second);
      expect(second.data.length).toBeGreaterThan(0);
      await page.goBack();
      await screen.expectCardsOf(section, sortedFirst);
      await page.goForward();
      await screen.expectCardsOf(section, second);

      // The address is the search: a reload shows the same results and sort.
      expect(screen.addressQuery()).toEqual({ ...sorted, page: '2' });
      await page.reload();
      await screen.expectCardsOf(section, second);
      if (SORTS_BY_VALUE.includes(section)) await expect(screen.sort).toHaveValue('value,desc');

      // The CSV is the same search without paging.
      const csv = new URL((await screen.csv.getAttribute('href')) ?? '', page.url());
      expect(csv.pathname).toBe(`/api/search/${section}.csv`);
      expect(csv.searchParams.get('page')).toBeNull();
      expect(csv.searchParams.get('sort_by')).toBe(sorted.sort_by ?? null);

      // The card's title is a link, by keyboard, to the page of that object (a real tender by
      // its tenderID, anything else by its internal id).
      const target = second.data[0] as Hit;
      await screen.cardLinks().first().focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${hitPath(section, target)}$`));
      if (section === 'tender') await expect(screen.heading).toContainText(target.title ?? '');
    });
  }

  test('the default first page of each section, or why it is empty', async ({ page, request }) => {
    const api = new SearchApi(request);
    const screen = new SearchListPage(page);
    const testMode = await api.takesTestMode();
    for (const section of SECTIONS) {
      await screen.open(`/search/${section}`);
      const answer = await api.search(section);
      if (answer.total > 0) {
        await screen.expectCardsOf(section, answer);
        continue;
      }
      await expect(screen.results).toContainText('Нічого не знайдено.');
      const tests = testMode ? await api.search(section, { mode: 'test' }) : undefined;
      if (tests && tests.total > 0) {
        await expect(screen.results).toContainText('лише тестові дані');
        await screen.results.getByRole('link', { name: 'Показати тестові дані' }).click();
        await expect(page).toHaveURL(new RegExp(`/search/${section}\\?mode=test$`));
        await screen.expectCardsOf(section, tests);
      }
    }
  });

  test('a tenderID typed in the search box lists that tender first', async ({ page, request }) => {
    const api = new SearchApi(request);
    const screen = new SearchListPage(page);
    const all = await api.search('tender', { per_page: '1000' });
    const ids = all.data.map((hit) => hit.tenderID ?? '');
    const real = all.data.find(
      (hit) =>
        hit.tenderID?.startsWith('UA-20') &&
        ids.indexOf(hit.tenderID) === ids.lastIndexOf(hit.tenderID),
    ) as Hit;
    await screen.open('/search/tender?sort_by=value&order=asc');
    await screen.searchBox.fill(real.tenderID ?? '');
    await screen.searchBox.press('Enter');
    await expect(page).toHaveURL(
      `/search/tender?text=${real.tenderID ?? ''}&sort_by=value&order=asc`,
    );
    // Focus moves on to the results, not back to the start of the page.
    await expect(page.getByRole('heading', { name: 'Результати пошуку' })).toBeFocused();
    const first = screen.cards.first();
    const title = first.getByRole('heading', { level: 3 }).getByRole('link');
    // The link carries the number people share, not the internal id.
    await expect(title).toHaveAttribute('href', `/tender/${real.tenderID ?? ''}`);
    await expect(first.locator('mark').first()).toHaveText(real.tenderID ?? '');
    await title.click();
    await expect(page).toHaveURL(`/tender/${real.tenderID ?? ''}`);
    await expect(screen.heading).toHaveText(real.title ?? '');
  });

  test('a page past the end says so and links to the last page', async ({ page, request }) => {
    const api = new SearchApi(request);
    const screen = new SearchListPage(page);
    const { total, per_page } = await api.search('tender');
    const last = Math.ceil(total / per_page);
    await screen.open('/search/tender?page=999');
    await expect(screen.results).toContainText(`Сторінки 999 немає`);
    await expect(screen.results).not.toContainText('Нічого не знайдено');
    await screen.results.getByRole('link', { name: `Перейти на сторінку ${String(last)}` }).click();
    await expect(page).toHaveURL(`/search/tender?page=${String(last)}`);
    await screen.expectCardsOf('tender', await api.search('tender', { page: String(last) }));
  });

  test('an empty search offers to remove the filter whose removal finds the most', async ({
    page,
    request,
  }) => {
    const api = new SearchApi(request);
    const screen = new SearchListPage(page);
    const { data } = await api.search('tender', { per_page: '100' });
    const ids = data.map((one) => one.tenderID);
    const hit = data.find(
      (one) => ids.indexOf(one.tenderID) === ids.lastIndexOf(one.tenderID),
    ) as Hit;
    const other = data.find((one) => one.status !== hit.status)?.status ?? 'complete';
    const query = { text: hit.tenderID ?? '', 'status[0]': other };
    expect((await api.search('tender', { text: hit.tenderID, status: [other] })).total).toBe(0);
    const withoutText = (await api.search('tender', { status: [other] })).total;
    const withoutStatus = (await api.search('tender', { text: hit.tenderID })).total;
    const [removed, count, kept] =
      withoutText >= withoutStatus
        ? (['Текст пошуку', withoutText, `status[0]=${other}`] as const)
        : (['Статус', withoutStatus, `text=${hit.tenderID ?? ''}`] as const);

    await screen.open(href('tender', query));
    await expect(screen.results).toContainText('Нічого не знайдено.');
    await expect(screen.results).toContainText(
      `Без фільтра «${removed}» знайдеться ${String(count)}`,
    );
    await screen.results.getByRole('link', { name: `Прибрати фільтр «${removed}»` }).click();
    await expect(page).toHaveURL(`/search/tender?${kept}`);
    await expect(screen.cards).toHaveCount(Math.min(count, 10));
  });

  test('a failed search shows empty results and a quiet retry', async ({ page, pageErrors }) => {
    const screen = new SearchListPage(page);
    // The API refuses an amount that is not a number (400).
    await screen.open('/search/tender?value[amount][start]=lots');
    await expect(screen.results).toContainText('Не вдалося отримати результати.');
    await expect(screen.cards).toHaveCount(0);
    await expect(screen.results.getByRole('link', { name: 'Спробувати ще раз' })).toHaveAttribute(
      'href',
      '/search/tender?value[currency]=UAH&value[amount][start]=lots',
    );
    // Retrying the same search fails the same way, quietly: the browser logs it (the first
    // failure was the server's, which rendered the page).
    await screen.results.getByRole('link', { name: 'Спробувати ще раз' }).click();
    await expect(screen.results).toContainText('Не вдалося отримати результати.');
    await expect
      .poll(() => pageErrors.some((error) => error.includes('Search in tender failed')))
      .toBe(true);
    pageErrors.length = 0;
  });

  test('the next page shows a visible loading state until its results come', async ({ page }) => {
    // A deep link comes rendered with its results; a move inside the app loads them.
    await page.goto('/search/tender');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/search/**', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: /сторінки/i })
      .getByRole('link', { name: '2' })
      .click();
    const loading = page.getByRole('status').filter({ hasText: 'Шукаємо…' });
    await expect(loading).toBeVisible();
    release();
    await expect(page).toHaveURL(/page=2/);
    await expect(loading).toHaveCount(0);
  });

  test('English shows English titles, labels and sort names', async ({ page, request }) => {
    const api = new SearchApi(request);
    const screen = new SearchListPage(page);
    await screen.open('/search/tender?lang=en');
    const { data } = await api.search('tender');
    const titles = data.map((hit) => (hit.title_en?.trim() ? hit.title_en : hit.title));
    await expect(screen.cardLinks()).toHaveText(titles as string[]);
    await expect(screen.sort).toContainText('Value: high to low');
    await expect(screen.searchBox).toHaveAttribute(
      'placeholder',
      'Item name or code, tender number, company name or EDRPOU code',
    );
  });
});

test.describe('search list screen quality', () => {
  for (const width of [360, 1280]) {
    test(`axe finds nothing and nothing is wider than the window at ${String(width)} px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const api = new SearchApi(request);
      const screen = new SearchListPage(page);
      const testMode = (await api.takesTestMode()) ? 'mode=test&' : '';
      for (const section of SECTIONS) {
        for (const url of [
          `/search/${section}?${testMode}text=a`,
          `/search/${section}?${testMode}page=2&per_page=2`,
        ]) {
          await screen.open(url);
          expect(await screen.axeViolations(), url).toEqual([]);
          expect(await screen.horizontalOverflow(), url).toBeUndefined();
        }
      }
    });
  }

  test('the sort box is wide enough for its longest choice at 1280 px, in both languages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const screen = new SearchListPage(page);
    for (const url of ['/search/tender', '/search/tender?lang=en']) {
      await screen.open(url);
      const select = page.locator('.search-sort__select');
      await expect(select).toBeVisible();
      // The text's width in the select's own font, against the room the select gives it.
      const room = await select.evaluate((element) => {
        const box = element as HTMLSelectElement;
        const style = getComputedStyle(box);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no canvas');
        context.font = style.font;
        const widest = Math.max(
          ...[...box.options].map((option) => context.measureText(option.text).width),
        );
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        // Chromium draws the drop-down arrow inside the padding box, about 20 px wide.
        return box.clientWidth - padding - 20 - widest;
      });
      expect(room, url).toBeGreaterThanOrEqual(0);
    }
  });
});

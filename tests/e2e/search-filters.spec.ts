import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import type { SearchSection } from '../../contract/api';
import { SECTION_FILTERS } from '../../contract/search';
import { parseRenderedData } from '../../contract/server-rendered';
import { shippedDictionary } from '../support/shipped-data';
import { expect, test } from './fixtures';
import { axeViolations } from './axe';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

const PATHS: Record<SearchSection, string> = {
  tender: '/search/tender',
  plan: '/search/plan',
  catalog: '/search/catalog',
  products: '/search/products',
};

/** A label of a shipped dictionary, as the panel shows it in Ukrainian. */
const label = (dictionary: string, code: string): string => {
  const entry = shippedDictionary(dictionary).data[code];
  const text = entry?.title_uk ?? entry?.name_uk;
  if (!text) throw new Error(`${dictionary}: no ${code}`);
  return text;
};

interface Hit {
  id: string;
  status?: string;
  procurementMethodType?: string;
  frameworkType?: string;
  year?: number;
}
interface Answer {
  data: Hit[];
  total: number;
}

/** The page's query string, decoded: status[0]=complete&proc_type[0]=reporting. */
const searchOf = (page: Page): string => decodeURIComponent(new URL(page.url()).search.slice(1));

const isSearchCall = (section: SearchSection) => (response: Response) =>
  new URL(response.url()).pathname === `/api/search/${section}` &&
  response.request().method() === 'POST';

/** The same search asked of the API directly. */
async function apiAnswer(
  request: APIRequestContext,
  section: SearchSection,
  search: string,
): Promise<Answer> {
  const response = await request.post(`/api/search/${section}?${search}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Answer;
}

/** Waits for the page's search call, checks it carries the URL's filters, returns its answer. */
async function pageAnswer(page: Page, section: SearchSection, act: () => Promise<unknown>) {
  const [response] = await Promise.all([page.waitForResponse(isSearchCall(section)), act()]);
  const sent = decodeURIComponent(new URL(response.url()).search.slice(1));
  const search = searchOf(page);
  for (const pair of search.split('&').filter(Boolean)) expect(sent).toContain(pair);
  return (await response.json()) as Answer;
}

/** The route of each section's search page (its id in the router's data). */
const SEARCH_ROUTE: Record<SearchSection, string> = {
  tender: 'tenders',
  plan: 'plans',
  catalog: 'frameworks',
  products: 'products',
};

/** The search answer a page rendered on the server holds in its data block. */
async function renderedAnswer(page: Page, section: SearchSection): Promise<Answer> {
  const block = await page.locator('#rendered-data').textContent();
  const data = (block ? parseRenderedData(block) : {}) as {
    router?: { loaderData?: Record<string, { result?: Answer } | null> };
  };
  const result = data.router?.loaderData?.[SEARCH_ROUTE[section]]?.result;
  if (!result) throw new Error(`the page holds no ${section} search answer`);
  return result;
}

/** The results the server rendered are the API's answer to `search` (the app's address form). */
async function expectRenderedResults(
  page: Page,
  request: APIRequestContext,
  section: SearchSection,
  search: string,
): Promise<Answer> {
  const expected = await apiAnswer(request, section, search);
  const answer = await renderedAnswer(page, section);
  expect(answer.total).toBe(expected.total);
  expect(answer.data.map((hit) => hit.id)).toEqual(expected.data.map((hit) => hit.id));
  return answer;
}

/** The URL's search, reloaded (the server renders it), gives the API's answer to the same query. */
async function expectSameResultsAfterReload(
  page: Page,
  request: APIRequestContext,
  section: SearchSection,
): Promise<Answer> {
  // The page answers clicks once hydrated: its route's code is in when the network is quiet.
  await page.reload({ waitUntil: 'networkidle' });
  return expectRenderedResults(page, request, section, new URL(page.url()).search.slice(1));
}

class FilterPanel {
  constructor(readonly root: Locator) {}

  async openGroup(name: string | RegExp): Promise<void> {
    const group = this.root.locator('details', {
      has: this.root.page().locator('summary', { hasText: name }),
    });
    if ((await group.first().getAttribute('open')) === null) {
      await group.first().locator('summary').click();
    }
  }

  async check(group: string, option: string): Promise<void> {
    await this.openGroup(group);
    await this.root.getByRole('checkbox', { name: option, exact: true }).check();
  }
}

/** The section's search at 1280 px and its filter sidebar. */
async function openSidebar(page: Page, section: SearchSection): Promise<FilterPanel> {
  await page.setViewportSize(DESKTOP);
  await page.goto(PATHS[section]);
  return new FilterPanel(page.getByRole('complementary', { name: 'Фільтри' }));
}

const chips = (page: Page) => page.getByRole('group', { name: 'Активні фільтри' });

const hasHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('search filters', () => {
  // A reload here is the server's page, whose data block the checks read: once installed, the
  // service worker would answer it with the shell.
  test.use({ serviceWorkers: 'block' });

  test('tenders on desktop: status and procedure type, value, chips, clear all', async ({
    page,
    request,
  }) => {
    const panel = await openSidebar(page, 'tender');
    await panel.check('Статус', label('tender_statuses', 'complete'));
    await expect.poll(() => searchOf(page)).toBe('status[0]=complete');
    const answer = await pageAnswer(page, 'tender', () =>
      panel.check('Тип процедури', label('procurement_method_types', 'reporting')),
    );
    await expect.poll(() => searchOf(page)).toBe('status[0]=complete&proc_type[0]=reporting');
    expect(answer.data.length).toBeGreaterThan(0);
    for (const hit of answer.data) {
      expect(hit.status).toBe('complete');
      expect(hit.procurementMethodType).toBe('reporting');
    }
    await expectSameResultsAfterReload(page, request, 'tender');

    await panel.openGroup('Очікувана вартість');
    await panel.root.getByLabel('Від, грн').fill('1 000');
    await panel.root.getByLabel('Від, грн').press('Enter');
    await expect
      .poll(() => searchOf(page))
      .toBe(
        'status[0]=complete&proc_type[0]=reporting&value[currency]=UAH&value[amount][start]=1000',
      );
    await expect(
      chips(page).getByRole('button', {
        name: 'Прибрати фільтр: Очікувана вартість: від 1 000 грн',
      }),
    ).toBeVisible();

    await chips(page).getByRole('button', { name: 'Прибрати фільтр: Статус: Завершений' }).click();
    await expect
      .poll(() => searchOf(page))
      .toBe('proc_type[0]=reporting&value[currency]=UAH&value[amount][start]=1000');
    await expect(panel.root.getByRole('checkbox', { name: 'Завершений' })).not.toBeChecked();

    await chips(page).getByRole('button', { name: 'Очистити все' }).click();
    await expect.poll(() => searchOf(page)).toBe('');
    await expect(chips(page)).toHaveCount(0);
  });

  test('typed filters on desktop apply when their field is left or on Enter; a badge counts only what applied', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const panel = await openSidebar(page, 'tender');
    const total = page.locator('.results-summary__total');
    const before = await total.textContent();
    const group = (name: string) =>
      panel.root.locator('details', { has: page.locator('summary', { hasText: name }) });

    // A date typed waits: its group's badge says nothing yet, and "apply" is in view.
    await panel.openGroup('Період подання пропозицій');
    const from = group('Період подання пропозицій').getByLabel('Від');
    await from.fill('2024-01-01');
    await expect(group('Період подання пропозицій').locator('.filter-group__count')).toHaveCount(0);
    const apply = panel.root.getByRole('button', { name: 'Застосувати введене' });
    await expect(apply).toBeInViewport();
    // Leaving the field applies it.
    await from.blur();
    await expect.poll(() => searchOf(page)).toBe('date[tender][start]=2024-01-01');
    await expect(group('Період подання пропозицій').locator('.filter-group__count')).toHaveText(
      '1',
    );
    await expect(total).not.toHaveText(before ?? '');
    await expect(apply).toHaveCount(0);

    // A registry code applies when the reader clicks elsewhere.
    await panel.openGroup(/^Замовник$/);
    await panel.root.getByRole('textbox', { name: 'Замовник' }).fill('01994538');
    await page.getByRole('heading', { level: 1 }).click();
    await expect
      .poll(() => searchOf(page))
      .toBe('date[tender][start]=2024-01-01&buyer[0]=01994538');
  });

  test('plans in the phone drawer: year and procedure type apply on "show results"', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(PATHS.plan);
    const open = page.getByRole('button', { name: 'Фільтри', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Фільтри' });

    await open.click();
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    const panel = new FilterPanel(dialog);
    await panel.check('Рік плану', '2024');
    await panel.check('Тип процедури', label('procurement_method_types', 'aboveThresholdUA'));
    expect(searchOf(page)).toBe('');
    const answer = await pageAnswer(page, 'plan', () =>
      dialog.getByRole('button', { name: 'Показати результати' }).click(),
    );
    await expect.poll(() => searchOf(page)).toBe('proc_type[0]=aboveThresholdUA&year[0]=2024');
    await expect(dialog).toBeHidden();
    const counted = page.getByRole('button', { name: 'Фільтри (2)' });
    await expect(counted).toBeFocused();
    expect(answer.data.length).toBeGreaterThan(0);
    for (const hit of answer.data) {
      expect(hit.year).toBe(2024);
      expect(hit.procurementMethodType).toBe('aboveThresholdUA');
    }
    await expectSameResultsAfterReload(page, request, 'plan');

    await chips(page).getByRole('button', { name: 'Прибрати фільтр: Рік плану: 2024' }).click();
    await expect.poll(() => searchOf(page)).toBe('proc_type[0]=aboveThresholdUA');

    await page.getByRole('button', { name: 'Фільтри (1)' }).click();
    await dialog.getByRole('button', { name: 'Очистити все' }).click();
    await dialog.getByRole('button', { name: 'Показати результати' }).click();
    await expect.poll(() => searchOf(page)).toBe('');
  });

  test('tenders: a region name narrows the region list; a checked region stays listed', async ({
    page,
  }) => {
    const panel = await openSidebar(page, 'tender');
    await panel.openGroup('Регіон замовника');
    const box = panel.root.getByRole('searchbox', { name: 'Знайти регіон за назвою' });
    await expect(box).toHaveAttribute('placeholder', 'Назва регіону');
    const regions = panel.root.locator('input[name="region"]');
    expect(await regions.count()).toBeGreaterThan(20);
    await box.fill('львів');
    await expect(regions).toHaveCount(1);
    await panel.root.getByRole('checkbox', { name: 'Львівська область', exact: true }).check();
    await expect.poll(() => searchOf(page)).toContain('region[0]=Львівська');
    await box.fill('вінн');
    await expect(regions).toHaveCount(2);
    await box.fill('атлантида');
    await expect(regions).toHaveCount(1);
  });

  test('frameworks on desktop: status and framework type', async ({ page, request }) => {
    const panel = await openSidebar(page, 'catalog');
    await panel.check('Статус', label('tender_statuses', 'active'));
    await expect.poll(() => searchOf(page)).toBe('status[0]=active');
    await panel.check('Тип відбору', label('framework_types', 'dynamicPurchasingSystem'));
    await expect
      .poll(() => searchOf(page))
      .toBe('status[0]=active&framework_types[0]=dynamicPurchasingSystem');
    const answer = await expectSameResultsAfterReload(page, request, 'catalog');
    for (const hit of answer.data) {
      expect(hit.status).toBe('active');
      expect(hit.frameworkType).toBe('dynamicPurchasingSystem');
    }
    await chips(page).getByRole('button', { name: 'Прибрати фільтр: Статус: Активний' }).click();
    await expect.poll(() => searchOf(page)).toBe('framework_types[0]=dynamicPurchasingSystem');
  });

  test('products on desktop: a CPV code from the picker and a vendor code', async ({
    page,
    request,
  }) => {
    const panel = await openSidebar(page, 'products');
    await panel.openGroup('Класифікатор ДК 021:2015');
    const classifier = page.waitForResponse((r) => r.url().includes('/api/static-data'));
    await panel.root.getByRole('button', { name: 'Обрати коди' }).click();
    await classifier;
    await panel.root.getByLabel('Пошук у класифікаторі').fill('33190000');
    await panel.root.getByRole('button', { name: /^33190000-8 / }).click();
    await expect.poll(() => searchOf(page)).toBe('cpv_mask[0]=33190000-8');
    await expect(
      chips(page).getByRole('button', {
        name: 'Прибрати фільтр: Класифікатор ДК 021:2015: 33190000-8 Медичне обладнання та вироби медичного призначення різні і підкатегорії',
      }),
    ).toBeVisible();

    await panel.openGroup('Виробник');
    const vendor = panel.root.getByRole('textbox', { name: 'Виробник' });
    // A click applied at once; the button shows only for what is typed and waits.
    const apply = panel.root.getByRole('button', { name: 'Застосувати введене' });
    await expect(apply).toHaveCount(0);
    await vendor.fill('10037653');
    await apply.click();
    await expect.poll(() => searchOf(page)).toBe('cpv_mask[0]=33190000-8&vendor[0]=10037653');
    await expectSameResultsAfterReload(page, request, 'products');

    await chips(page).getByRole('button', { name: 'Прибрати фільтр: Виробник: 10037653' }).click();
    await expect.poll(() => searchOf(page)).toBe('cpv_mask[0]=33190000-8');
    // Every shipped product is a catalogue fixture (test data): the switch, named for the
    // section's objects, brings them in.
    await page.getByRole('switch', { name: 'Показати тестові товари' }).check();
    await expect.poll(() => searchOf(page)).toContain('mode=test');
    const answer = await expectSameResultsAfterReload(page, request, 'products');
    expect(answer.total).toBeGreaterThan(0);
  });

  test('the test-procurement switch puts mode=test in the URL', async ({ page, request }) => {
    const accepted: readonly string[] = SECTION_FILTERS.tender.keys;
    test.skip(!accepted.includes('mode'), 'the server does not take mode=test yet');
    await page.setViewportSize(DESKTOP);
    await page.goto(PATHS.tender);
    await page.getByRole('switch', { name: 'Показати тестові закупівлі' }).check();
    await expect.poll(() => searchOf(page)).toBe('mode=test');
    await expectSameResultsAfterReload(page, request, 'tender');
  });

  for (const section of ['tender', 'plan', 'catalog', 'products'] as const) {
    test(`${section} at 360 px: the drawer open, every group open: axe finds nothing, no sideways scroll`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(PHONE);
      await page.goto(PATHS[section]);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.getByRole('button', { name: 'Фільтри', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Фільтри' });
      await expect(dialog).toBeVisible();
      for (const summary of await dialog.locator('summary').all()) await summary.click();
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${section} at 1280 px: the sidebar with every group open: axe finds nothing`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(DESKTOP);
      await page.goto(PATHS[section]);
      const panel = page.getByRole('complementary', { name: 'Фільтри' });
      await expect(panel).toBeVisible();
      for (const summary of await panel.locator('summary').all()) await summary.click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('the filter panel before scripts run', () => {
  test('is open as the sidebar on a wide screen and behind the button on a phone', async ({
    page,
  }) => {
    // Scripts on, still on their way (held): the first paint of a page on a slow connection.
    await page.route(/\.js$/, () => undefined);
    await page.setViewportSize(DESKTOP);
    await page.goto(PATHS.tender, { waitUntil: 'commit' });
    const sidebar = page.getByRole('complementary', { name: 'Фільтри' });
    const button = page.getByRole('button', { name: 'Фільтри', exact: true });
    await expect(sidebar).toBeVisible();
    await expect(button).toBeHidden();
    await page.setViewportSize(PHONE);
    await expect(sidebar).toBeHidden();
    await expect(button).toBeVisible();
  });
});

test.describe('the search without scripts', () => {
  test.use({ javaScriptEnabled: false });

  const expectResultsOf = (page: Page, request: APIRequestContext, search: string) =>
    expectRenderedResults(page, request, 'tender', search);

  test('the panel, the sort and the box submit, each keeping what the others chose', async ({
    page,
    request,
  }) => {
    const panel = await openSidebar(page, 'tender');
    await panel.check('Статус', label('tender_statuses', 'complete'));
    await panel.check('Тип процедури', label('procurement_method_types', 'reporting'));
    await panel.openGroup('Очікувана вартість');
    await panel.root.getByLabel('Від, грн').fill('1 000');
    await panel.root.getByRole('button', { name: 'Застосувати' }).click();
    const filters = 'status[0]=complete&proc_type[0]=reporting&value[amount][start]=1000';
    const answer = await expectResultsOf(page, request, filters);
    expect(answer.total).toBeGreaterThan(1);
    for (const hit of answer.data) expect(hit.status).toBe('complete');
    await expect(chips(page).getByText('Очікувана вартість: від 1 000 грн')).toBeVisible();

    await page.getByLabel('Сортування').selectOption({ label: 'Вартість: за зростанням' });
    await page.getByRole('button', { name: 'Сортувати' }).click();
    await expectResultsOf(page, request, `${filters}&sort_by=value&order=asc`);
    await expect(page.getByLabel('Сортування')).toHaveValue('value,asc');

    await page.getByLabel('Пошук по розділу').fill('послуги');
    await page.getByRole('button', { name: 'Шукати' }).click();
    await expectResultsOf(page, request, `text=послуги&${filters}&sort_by=value&order=asc`);
    await expect(panel.root.getByRole('checkbox', { name: 'Завершений' })).toBeChecked();
  });

  test('on a phone the panel follows the results, a link leads to it, and pages are links', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(PATHS.tender);
    await expect(page.getByRole('button', { name: 'Фільтри', exact: true })).toBeHidden();
    await page.getByRole('link', { name: 'Фільтри', exact: true }).click();
    const panel = new FilterPanel(page.getByRole('complementary', { name: 'Фільтри' }));
    await expect(panel.root.getByRole('heading', { name: 'Фільтри' })).toBeInViewport();
    const lastResult = await page.locator('.result-card').last().boundingBox();
    const panelBox = await panel.root.boundingBox();
    expect(panelBox?.y).toBeGreaterThan(lastResult?.y ?? Number.POSITIVE_INFINITY);

    await page
      .getByRole('navigation', { name: 'Сторінки результатів' })
      .getByRole('link', { name: 'Наступна сторінка' })
      .click();
    await expectResultsOf(page, request, 'page=2');

    await panel.openGroup(/^Замовник$/);
    await panel.root.getByLabel('Замовник', { exact: true }).fill('07732858');
    await panel.root.getByRole('button', { name: 'Застосувати' }).click();
    const answer = await expectResultsOf(page, request, 'buyer[0]=07732858');
    expect(answer.total).toBeGreaterThan(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

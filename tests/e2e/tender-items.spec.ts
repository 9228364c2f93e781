import type { Locator, Page } from '@playwright/test';
import { shippedTenderData } from '../support/shipped-cdb';
import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { RouteCheckPage } from './pages/RouteCheckPage';

interface CdbItem {
  id: string;
  description: string;
  relatedLot?: string;
}
interface CdbTender {
  id: string;
  tenderID: string;
  items: CdbItem[];
  lots: { id: string; title: string }[];
  criteria?: { relatesTo?: string; relatedItem?: string; title: string }[];
}

/** The large real tender: 10 items, none with criteria. */
const LARGE = shippedTenderData<CdbTender>('UA-2024-04-26-006781-a.json');
/**
 * No real shipped tender has item criteria; this CDB documentation example does (its tenderID
 * is shared by other examples, so it is opened by its id).
 */
const WITH_CRITERIA = shippedTenderData<CdbTender>(
  'doc-tender-priceQuotation-contracting-contract-f2a34012.json',
);

/** The items table of the tender documentation section. */
class ItemsTable {
  readonly section: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator('#tender-documentation');
    this.rows = this.section.locator('tbody tr.items-table__row');
  }

  row(itemId: string): Locator {
    return this.page.locator(`[id="item-${itemId}"]`);
  }

  criteria(itemId: string): Locator {
    return this.page.locator(`[id="item-${itemId}-criteria"]`);
  }

  descriptions(): Promise<string[]> {
    return this.rows
      .locator('.items-table__cell--description')
      .locator('.items-table__description, .clamp-text__body')
      .allInnerTexts();
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'networkidle' });
    await this.section.scrollIntoViewIfNeeded();
    await expect(this.rows.first()).toBeAttached();
  }

  axeViolations(): Promise<string[]> {
    return axeViolations(this.page, '#tender-documentation');
  }
}

const trimmed = (items: readonly CdbItem[]): string[] =>
  items.map((item) => item.description.trim());

test.describe('items table', () => {
  test("#item-{id} shows every row and opens that item's criteria", async ({ page }) => {
    const table = new ItemsTable(page);
    const itemIds = new Set(
      (WITH_CRITERIA.criteria ?? [])
        .filter((c) => c.relatesTo === 'item')
        .map((c) => c.relatedItem ?? ''),
    );
    const target = WITH_CRITERIA.items.find((item) => itemIds.has(item.id));
    const other = WITH_CRITERIA.items.find((item) => !itemIds.has(item.id));
    if (!target || !other) throw new Error('the example has an item with and one without');

    await table.open(`/tender/${WITH_CRITERIA.id}#item-${target.id}`);

    await expect(table.rows).toHaveCount(WITH_CRITERIA.items.length);
    await expect(table.row(target.id)).toBeInViewport();
    await expect(table.row(target.id).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(table.criteria(target.id)).toBeVisible();
    await expect(table.criteria(target.id)).toContainText('Форма випуску');
    await expect(table.row(other.id).getByRole('button')).toHaveCount(0);

    await table.row(target.id).getByRole('button').click();
    await expect(table.criteria(target.id)).toHaveCount(0);
    await table.row(target.id).getByRole('button').press('Enter');
    await expect(table.criteria(target.id)).toBeVisible();
  });

  test('#item-{id} of an item without criteria shows all rows and highlights it', async ({
    page,
  }) => {
    const table = new ItemsTable(page);
    const ninth = LARGE.items[8];
    if (!ninth) throw new Error('the large tender has 10 items');

    await table.open(`/tender/${LARGE.id}#item-${ninth.id}`);

    await expect(table.rows).toHaveCount(10);
    await expect(table.row(ninth.id)).toBeInViewport();
    await expect(table.row(ninth.id)).toHaveClass(/items-table__row--target/);
    await expect(table.section.getByRole('combobox', { name: 'Рядків на сторінці' })).toHaveValue(
      '1000000',
    );
  });

  for (const lang of ['uk', 'en'] as const) {
    test(`pages 5 rows at a time at 360 px without a horizontal scrollbar (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      const table = new ItemsTable(page);
      const screen = new RouteCheckPage(page);
      const names =
        lang === 'uk'
          ? { next: 'Наступна сторінка', all: 'Усі', perPage: 'Рядків на сторінці' }
          : { next: 'Next page', all: 'All', perPage: 'Rows per page' };

      await table.open(`/tender/${LARGE.tenderID}${lang === 'en' ? '?lang=en' : ''}`);
      await table.section.scrollIntoViewIfNeeded();

      await expect.poll(() => table.descriptions()).toEqual(trimmed(LARGE.items.slice(0, 5)));
      expect(await screen.horizontalOverflow()).toBeUndefined();
      expect(await table.axeViolations()).toEqual([]);

      await table.section.getByRole('button', { name: names.next }).click();
      await expect.poll(() => table.descriptions()).toEqual(trimmed(LARGE.items.slice(5, 10)));
      expect(await screen.horizontalOverflow()).toBeUndefined();

      await table.section
        .getByRole('combobox', { name: names.perPage })
        .selectOption({ label: names.all });
      await expect(table.rows).toHaveCount(10);
      expect(await screen.horizontalOverflow()).toBeUndefined();
    });
  }

  for (const [lang, width] of [
    ['uk', 360],
    ['en', 1280],
  ] as const) {
    test(`names each item's lot and shows one lot's items (${lang}, ${String(width)} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const table = new ItemsTable(page);
      const screen = new RouteCheckPage(page);
      const words =
        lang === 'uk'
          ? { filter: 'Позиції лота', lot: 'Лот' }
          : { filter: 'Items of the lot', lot: 'Lot' };
      await table.open(`/tender/${LARGE.tenderID}${lang === 'en' ? '?lang=en' : ''}`);
      const lotOf = (index: number) =>
        LARGE.lots.findIndex((lot) => lot.id === LARGE.items[index]?.relatedLot);
      await expect(table.rows.locator('.items-table__lot')).toHaveText(
        LARGE.items.slice(0, 5).map((_, index) => {
          const lot = lotOf(index);
          return `${words.lot} ${String(lot + 1)}: ${LARGE.lots[lot]?.title ?? ''}`;
        }),
      );
      const second = LARGE.lots[1];
      if (!second) throw new Error('the large tender has three lots');
      const filter = table.section.getByRole('combobox', { name: words.filter });
      await filter.selectOption(second.id);
      const ofSecond = LARGE.items.filter((item) => item.relatedLot === second.id);
      await expect.poll(() => table.descriptions()).toEqual(trimmed(ofSecond.slice(0, 5)));
      expect(await screen.horizontalOverflow()).toBeUndefined();
      expect(await table.axeViolations()).toEqual([]);
      await filter.selectOption('');
      await expect(table.rows).toHaveCount(5);
    });
  }

  test('the section passes axe at 1280 px with a criteria row open', async ({ page }) => {
    const table = new ItemsTable(page);
    const [first] = WITH_CRITERIA.items;
    await table.open(`/tender/${WITH_CRITERIA.id}?lang=en#item-${first?.id ?? ''}`);
    expect(await table.axeViolations()).toEqual([]);
  });
});

/** The words of the page's table cells that the layout split over two lines. */
const splitWords = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const split: string[] = [];
    for (const cell of document.querySelectorAll('main td, main th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });

test('at 1280 px no table breaks a word over two lines: payment terms, items', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const screen = new RouteCheckPage(page);
  // Its payment terms broke "підписання" and "Оплата"; its items "пачка".
  await screen.open('/tender/UA-2020-08-06-003989-a');
  await expect(page.locator('main table').first()).toBeVisible();
  expect(await page.locator('main table').count()).toBeGreaterThan(1);
  expect(await splitWords(page)).toEqual([]);
});

test('at 1280 px the non-price criteria weights stand in the value column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const screen = new RouteCheckPage(page);
  await screen.open('/tender/UA-2020-08-06-003989-a');
  const criteria = page.locator('#tender-documentation');
  const values = criteria.locator('.feature-list__value');
  expect(await values.count()).toBeGreaterThan(1);
  const column = await criteria.locator('.key-value-list__value').first().boundingBox();
  const lefts = await values.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().left),
  );
  for (const left of lefts) expect(Math.abs(left - (column?.x ?? 0))).toBeLessThanOrEqual(2);
});

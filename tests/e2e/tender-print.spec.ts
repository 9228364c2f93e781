import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import commonEn from '../../contract/locales/en/common.json' with { type: 'json' };
import commonUk from '../../contract/locales/uk/common.json' with { type: 'json' };
import { EXAMPLE_TENDERS } from '../../src/app/route-examples';
import { shippedTenderData } from '../support/shipped-cdb';
import { shippedDictionaryData } from '../support/shipped-data';
import { expect, test } from './fixtures';
import { waitForSectionsHydrated } from './hydrated';
import { firstPageImage, pdfPages, squeezed } from './pdf';

type Lang = 'uk' | 'en';

interface LargeTender {
  tenderID: string;
  title: string;
  description: string;
  status: string;
  procuringEntity: { identifier: { id: string } };
  items: { description: string }[];
  documents: { title: string }[];
  bids: {
    status: string;
    value?: { amount: number };
    lotValues?: { value: { amount: number } }[];
    documents?: { title: string; url: string }[];
  }[];
}

const ID = EXAMPLE_TENDERS.large;
const TENDER = shippedTenderData<LargeTender>(ID);

/** Each bid's price as both languages write it, spaces aside: 732 630,00 → '732630,00'. */
const BID_PRICES = TENDER.bids
  .filter((bid) => bid.status !== 'deleted' && bid.status !== 'draft')
  .flatMap((bid) => [bid.value, ...(bid.lotValues ?? []).map((lot) => lot.value)])
  .flatMap((value) => (value ? [value.amount.toFixed(2).replace('.', ',')] : []));

type Titled = Record<string, { title_uk: string; title_en: string }>;
const MENUS = ['header_menu', 'footer_menu'].flatMap((name) =>
  Object.values(shippedDictionaryData<Titled>(name)),
);

/** The texts of the shell around a page: its menus, footer, marketplaces strip, skip link. */
function shellTexts(lang: Lang): { lines: string[]; anywhere: string[] } {
  const common = { uk: commonUk, en: commonEn }[lang];
  return {
    lines: MENUS.map((item) => (lang === 'uk' ? item.title_uk : item.title_en)),
    anywhere: [common.skipLink, common.footer.about, common.marketplaces.title],
  };
}

const print = (page: Page) => page.pdf({ format: 'A4', printBackground: true });

/**
 * Documents by the names a printed list gives them: each by its title, but a signature
 * (`sign.p7s`), which its list's line of service files names by its kind.
 */
const namedByTitle = (document: { title: string }) => document.title !== 'sign.p7s';
const BID_DOCUMENT_TITLES = TENDER.bids
  .flatMap((bid) => bid.documents ?? [])
  .filter(namedByTitle)
  .map((document) => document.title);

/**
 * Opens a page once it has hydrated, its lazy parts too: a part still hydrating prints as the
 * server rendered it, with what a reader opens closed.
 */
async function openHydrated(page: Page, url: string, lang: Lang): Promise<void> {
  // The tender's page carries its closed bids without their bodies: the whole record follows
  // once it has settled (the dossier carries it all).
  const whole = url.endsWith('/print')
    ? undefined
    : page.waitForResponse((answer) => answer.url().includes('/api/tenders/'));
  await page.goto(`${url}?lang=${lang}`, { waitUntil: 'networkidle' });
  await whole;
  await expect(
    page.getByRole('button', { name: lang === 'uk' ? 'Друкувати' : 'Print' }),
  ).toBeVisible();
  await waitForSectionsHydrated(page);
}

for (const lang of ['uk', 'en'] as const) {
  test(`the large tender printed to A4 (${lang}) holds all of it and none of the shell`, async ({
    page,
  }, testInfo) => {
    await openHydrated(page, `/tender/${ID}`, lang);
    const pdf = await print(page);
    const pages = await pdfPages(pdf);
    const lines = pages.flat();
    const text = squeezed(lines.join(''));

    expect(text).toContain(squeezed(TENDER.title));
    expect(text).toContain(TENDER.procuringEntity.identifier.id);
    for (const item of TENDER.items) expect(text).toContain(squeezed(item.description));
    for (const document of TENDER.documents.filter(namedByTitle)) {
      expect(text).toContain(squeezed(document.title));
    }
    // Every bid's documents too, though the page shows a long list's newest few until asked.
    for (const title of BID_DOCUMENT_TITLES) expect(text).toContain(squeezed(title));
    for (const price of BID_PRICES) expect(text).toContain(price);

    const shell = shellTexts(lang);
    for (const label of shell.lines) expect(lines).not.toContain(label);
    for (const phrase of shell.anywhere) expect(text).not.toContain(squeezed(phrase));
    // Nor the print and export controls.
    for (const control of lang === 'uk'
      ? ['Уся закупівля для друку', 'Завантажити OCDS', 'Стрічка Atom']
      : ['The whole tender to print', 'Download OCDS', 'Atom feed']) {
      expect(text).not.toContain(squeezed(control));
    }

    // The first page opens like a document: the title, the tender ID, its status, as of when.
    const first = squeezed(pages[0]?.join('') ?? '');
    expect(first.startsWith(squeezed(TENDER.title).slice(0, 30))).toBe(true);
    expect(first).toContain(TENDER.tenderID);
    expect(first).toContain(squeezed(lang === 'uk' ? 'Дані станом на' : 'Data as of'));
    expect(first).toContain(squeezed(lang === 'uk' ? 'Завершений' : 'Complete'));

    // Kept with the run's output, to be looked at: the first page as the reader gets it.
    const image = testInfo.outputPath(`first-page-${lang}.png`);
    writeFileSync(image, await firstPageImage(page, pdf));
    await testInfo.attach(`first page (${lang})`, { path: image, contentType: 'image/png' });
  });
}

/** The bids' documents people read (not signatures) and their signed addresses. */
const READ_DOCUMENTS = TENDER.bids
  .flatMap((bid) => bid.documents ?? [])
  .filter((document) => !document.title.endsWith('.p7s'));
const SIGNATURES = TENDER.bids
  .flatMap((bid) => bid.documents ?? [])
  .filter((document) => document.title === 'sign.p7s');

test('the whole tender prints in 22 A4 pages (65 before): short addresses, service files in a line, stages and rows whole, lots by their terms, bids by their answers, acts and descriptions once', async ({
  page,
}) => {
  test.slow();
  await openHydrated(page, `/tender/${ID}/print`, 'uk');
  const stages = await page
    .locator('.timeline__step')
    .evaluateAll((steps) =>
      steps.map((step) =>
        [...step.querySelectorAll('.timeline__label, .timeline__dates')].map(
          (part) => part.textContent,
        ),
      ),
    );
  // The rows paper shows (not the screen readers' copy of a chart, hidden in a 1 px box).
  const rows = await page
    .locator('table tbody tr')
    .evaluateAll((trs) =>
      trs
        .filter((tr) => !tr.closest('.visually-hidden'))
        .map((tr) => [...(tr as HTMLTableRowElement).cells].map((cell) => cell.innerText)),
    );
  const pages = await pdfPages(await print(page));
  const lines = pages.flat();
  const text = squeezed(lines.join(''));

  // A document by its name, host and path: no signed query (`?Signature=…&KeyID=…`).
  expect(text).not.toMatch(/Signature=|KeyID=|\?download=/);
  expect(READ_DOCUMENTS.length).toBeGreaterThan(20);
  for (const document of READ_DOCUMENTS) {
    const url = new URL(document.url);
    expect(text).toContain(squeezed(`${document.title}(${url.host}${url.pathname})`));
  }
  // Signatures are named in each list's one line of service files, not listed one by one.
  expect(SIGNATURES.length).toBeGreaterThan(3);
  const serviceLines = lines.filter((line) => line.startsWith('Службові файли ('));
  expect(serviceLines.length).toBeGreaterThan(0);
  const named = text.split(squeezed('Електронний підпис')).length - 1;
  expect(named).toBeGreaterThan(0);
  expect(named).toBeLessThanOrEqual(serviceLines.length);

  // The stages of the timeline on one page, each with its dates.
  expect(stages.length).toBeGreaterThan(3);
  const timelinePage = pages.findIndex((lines) => lines.includes('Етапи закупівлі'));
  const timeline = squeezed(pages[timelinePage]?.join('') ?? '');
  for (const parts of stages) for (const part of parts) expect(timeline).toContain(squeezed(part));
  // Every table row on one page.
  expect(rows.length).toBeGreaterThan(10);
  const pageTexts = pages.map((lines) => squeezed(lines.join('')));
  for (const cells of rows) {
    expect(
      pageTexts.some((page) => cells.every((cell) => page.includes(squeezed(cell)))),
      `a row split across pages: ${cells.join(' | ')}`,
    ).toBe(true);
  }

  expect(pages.length).toBeLessThanOrEqual(22);
  // A bid's answers to the tender's own requirements, whose texts the criteria above hold: one
  // line each; and a contract's changes and payments only where the notice does not name them.
  expect(text).toContain(squeezed('Вчинення економічних правопорушень: так'));
  expect(text).not.toContain(squeezed('Зміни до договору ведуть в окремому записі'));
  // On paper a lot is its terms: its items, bids and decisions are printed above.
  expect(text).toContain(squeezed('На папері кожен лот — його умови'));
  expect(text).not.toContain(squeezed('Номенклатура лоту'));
  // The lots' descriptions are the tender's, word for word: printed once.
  const count = (piece: string) => text.split(squeezed(piece)).length - 1;
  expect(count(TENDER.description.slice(0, 120))).toBe(1);
  // The resolution the exclusion criteria cite, named in full by the first of each list (13
  // citations), then cut to a line; a decision's date is its heading's.
  expect(count('Постанова Про затвердження')).toBeGreaterThan(5);
  expect(
    count(
      'Постанова Про затвердження особливостей здійснення публічних закупівель товарів, робіт і послуг',
    ),
  ).toBeLessThanOrEqual(2);
  expect(count('Дата рішення')).toBe(0);
});

test('the print button prints the page', async ({ page }) => {
  await openHydrated(page, `/tender/${ID}`, 'uk');
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await page.getByRole('button', { name: 'Друкувати' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole tender to print has every tab after the details', async ({ page }) => {
    await page.goto(`/tender/${ID}?lang=en`);
    await expect(page.getByRole('link', { name: 'The whole tender to print' })).toHaveAttribute(
      'href',
      `/tender/${ID}/print`,
    );
    await page.goto(`/tender/${ID}/print?lang=en`);
    const pages = await pdfPages(await print(page));
    const lines = pages.flat();
    const text = squeezed(lines.join(''));
    for (const heading of ['Questions', 'Complaints', 'Monitoring', 'Agreements and contracts']) {
      expect(lines).toContain(heading);
    }
    // The lots tab: each lot under its number, after the contracts.
    expect(lines.lastIndexOf('Lots')).toBeGreaterThan(lines.indexOf('Agreements and contracts'));
    expect(text).toContain(`${squeezed(TENDER.tenderID)}-c1`);
    for (const title of BID_DOCUMENT_TITLES) expect(text).toContain(squeezed(title));
    for (const price of BID_PRICES) expect(text).toContain(price);
  });

  test('the tender and a search link their OCDS, with the search filters', async ({ page }) => {
    await page.goto(`/tender/${ID}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /^Завантажити OCDS/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${ID}.ocds.json`);
    const body = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      version: string;
      releases: { ocid: string }[];
    };
    expect(body.version).toBe('1.1');
    expect(body.releases[0]?.ocid).toMatch(/^ocds-be6bcu-/);

    await page.goto('/search/tender?status[0]=complete&lang=en');
    const link = page.getByRole('link', { name: /^Download OCDS/ });
    await expect(link).toHaveAttribute('download', '');
    expect(await link.getAttribute('href')).toMatch(
      /\/api\/search\/tender\.ocds\.jsonl\?status(\[0\]|%5B0%5D)=complete&lang=en$/,
    );
  });
});

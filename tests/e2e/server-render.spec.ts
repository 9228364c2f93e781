import type { Page } from '@playwright/test';
import { HOSTILE_TENDERS } from '../fixtures/hostile-tenders';
import { shippedTenderData } from '../support/shipped-cdb';
import { textOf } from '../server/html-text';
import { expect, test } from './fixtures';
import { carriesReactRoot } from './hydrated';
import { moneyPattern, TenderPage } from './pages/TenderPage';
import { TenderSectionsPage } from './pages/TenderSectionsPage';

const LARGE = 'UA-2024-04-26-006781-a';

interface ShippedTender {
  title: string;
  items: { description: string }[];
  documents: { title: string }[];
  bids: { lotValues?: { value: { amount: number; currency: string } }[] }[];
  awards: { title?: string }[];
}

/** '584 860,00 грн', as the page writes a bid's price (any kind of space between the groups). */
const UAH = new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const shipped = shippedTenderData<ShippedTender>(LARGE);

/** Fails the test on any dialog: upstream text must never run as a script. */
const refuseDialogs = (page: Page): string[] => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
};

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  // A browser without scripts applies what the page's <noscript> holds (its style sheet);
  // Playwright's switch does not, so the page is handed over as such a browser reads it.
  test.beforeEach(async ({ page }) => {
    await page.route(
      (url) => !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<noscript>(.*?)<\/noscript>/gs, '$1');
        await route.fulfill({ response, body });
      },
    );
  });

  test('a reader searches by tenderID, reads the tender and its tabs, and switches to English', async ({
    page,
  }) => {
    await page.goto('/search/tender');
    await page.getByRole('searchbox').fill(LARGE);
    await page.getByRole('search').getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`[?&]text=${LARGE}`));
    await page.locator('.result-card').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/tender/`));

    const tender = new TenderPage(page);
    await expect(tender.heading).toContainText(shipped.title.slice(0, 20));
    const [firstDocument] = shipped.documents;
    if (!firstDocument) throw new Error('the shipped tender has no documents');
    await expect(tender.main.getByText(firstDocument.title).first()).toBeVisible();
    const prices = shipped.bids.flatMap((bid) => bid.lotValues ?? []);
    expect(prices.length).toBeGreaterThan(1);
    for (const { value } of prices) {
      await expect(
        tender.main.getByText(moneyPattern(`${UAH.format(value.amount)} грн`)).first(),
      ).toBeAttached();
    }
    await expect(tender.main.locator('#tender-awards')).toBeVisible();
    // Every item, not a first page with controls that need scripts.
    expect(shipped.items.length).toBeGreaterThan(5);
    for (const item of shipped.items) {
      await expect(
        tender.main
          .locator('.items-table')
          .getByText(item.description.trim().split('\n')[0] ?? '')
          .first(),
      ).toBeVisible();
    }
    await expect(tender.main.locator('.items-table .table-footer')).toBeHidden();

    for (const [label, slug] of [
      ['Питання та вимоги', 'questions'],
      ['Скарги', 'complaints'],
      ['Моніторинг', 'monitorings'],
      ['Угоди та договори', 'contracts'],
      ['Лоти', 'lots'],
    ] as const) {
      await tender.tab(label).click();
      await expect(page).toHaveURL(new RegExp(`/${slug}$`));
      await expect(tender.heading).toContainText(shipped.title.slice(0, 20));
    }

    await page
      .locator('.lang-switch')
      .getByRole('link', { name: /English|EN/ })
      .click();
    await expect(page).toHaveURL(/[?&]lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(tender.tab('Lots')).toBeVisible();
  });

  test("an item's criteria are read in place of the toggle that needs scripts", async ({
    page,
  }) => {
    // A shipped price quotation whose one item has its own criterion.
    await page.goto('/tender/2874d5c2acd649bbb8679e9439621113');
    const items = page.locator('.items-table');
    await expect(
      items.getByText('Технічні, якісні та кількісні характеристики предмета закупівлі'),
    ).toBeVisible();
    await expect(items.locator('.items-table__toggle')).toBeHidden();
  });

  test('"show all" documents is a link to the page that lists every one, service files last', async ({
    page,
  }) => {
    // A shipped tender with 14 documents: 13 read and the buyer's signature, renewed last.
    await page.goto('/tender/UA-2023-09-08-012599-a');
    const screen = new TenderSectionsPage(page);
    const documents = screen.section('tender-documents');
    const rows = screen.currentDocuments;
    await expect(rows).toHaveCount(10);
    await documents.getByRole('link', { name: 'Показати всі (14)' }).click();
    await expect(page).toHaveURL(/\?docs=all#/);
    await expect(rows).toHaveCount(14);
    const service = documents.locator('.tender-documents__service-group');
    await expect(service).toContainText('Службові файли: підписи та звіти (1)');
    await expect(service.getByText('Електронний підпис').first()).toBeVisible();
    await documents.getByRole('link', { name: 'Згорнути' }).click();
    await expect(page).not.toHaveURL(/docs=all/);
    await expect(rows).toHaveCount(10);
  });

  test('a bid is a link to the page with it open, and its tabs links to the page with that tab open', async ({
    page,
  }) => {
    await page.goto('/tender/UA-2024-02-05-014363-a');
    // A closed bid's documents and answers are not in the page: its header links to them.
    await expect(page.locator('#tender-bids .document-link')).toHaveCount(0);
    await page.locator('#tender-bids a.accordion__button', { hasText: 'ТОВ Нове Світло' }).click();
    await expect(page).toHaveURL(/[?&]open=[0-9a-f]{32}#[0-9a-f]{32}$/);
    await expect(
      page.locator('#tender-bids .accordion--open .document-link').first(),
    ).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Пропозиція учасника ТОВ Нове Світло' });
    const exclusion = tabs.getByRole('tab', { name: 'Підстави для відмови в участі' });
    await expect(exclusion).toHaveAttribute('aria-selected', 'false');
    await exclusion.click();
    await expect(page).toHaveURL(/[?&]tabs=[^&#]+\.exclusion#/);
    await expect(exclusion).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel', { name: 'Підстави для відмови в участі' }),
    ).toContainText('Вчинення злочинів, учинених з корисливих мотивів');
  });

  test('what does not work yet says why in place, with no ⓘ that would do nothing', async ({
    page,
  }) => {
    await page.goto(`/tender/${LARGE}`);
    const auction = page.locator('.disabled-link', { hasText: 'Перейти на аукціон' });
    await expect(auction).toContainText('Функціонал тимчасово не працює');
    await expect(auction.getByText('Функціонал тимчасово не працює')).toBeVisible();
    await expect(page.locator('.info-popup__trigger:visible')).toHaveCount(0);
  });

  test('a title made of script tags is text', async ({ page }) => {
    const dialogs = refuseDialogs(page);
    await page.goto(`/tender/${HOSTILE_TENDERS.script.tenderID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_TENDERS.script.title);
    expect(dialogs).toEqual([]);
  });
});

test.describe('with scripts on', () => {
  test("a bid's tab followed before the page hydrates opens with the bid open and the tab chosen", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The link as the server's page has it (what a tap before hydration follows).
    const served = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const before = await served.newPage();
    await before.goto('/tender/UA-2024-02-05-014363-a');
    await before
      .locator('#tender-bids a.accordion__button', { hasText: 'ТОВ Нове Світло' })
      .click();
    const href = await before
      .getByRole('tablist', { name: 'Пропозиція учасника ТОВ Нове Світло' })
      .getByRole('tab', { name: 'Підстави для відмови в участі' })
      .getAttribute('href');
    await served.close();
    expect(href).not.toBeNull();

    await page.goto(href ?? '');
    const tabs = page.getByRole('tablist', { name: 'Пропозиція учасника ТОВ Нове Світло' });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Підстави для відмови в участі' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByRole('tabpanel', { name: 'Підстави для відмови в участі' }),
    ).toContainText('Вчинення злочинів, учинених з корисливих мотивів');
    await expect(page.getByRole('button', { name: /ТОВ Нове Світло/ }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a title made of script tags is text, before and after hydration', async ({ page }) => {
    const dialogs = refuseDialogs(page);
    await page.goto(`/tender/${HOSTILE_TENDERS.script.tenderID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_TENDERS.script.title);
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
  });

  for (const lang of ['uk', 'en'] as const) {
    test(`pages hydrate without an error and tabs open without a page load (${lang})`, async ({
      page,
    }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      let titlesSent = 0;
      for (const url of [
        `/tender/${LARGE}`,
        `/tender/UA-2021-01-11-002071-a`,
        '/search/tender',
        '/news',
        '/news/how-to-read-a-tender-page',
      ]) {
        const answer = await page.goto(`${url}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // React's own keys on the server's root: the page was hydrated, not rendered again.
        expect(await carriesReactRoot(page)).toBe(true);
        // The head the server sent is the page's own: its tab keeps the title after hydration.
        // (Once installed, the service worker answers with the shell, which has no page's head.)
        if (answer && !answer.fromServiceWorker()) {
          const sent = /<title>([^<]*)<\/title>/.exec(await answer.text())?.[1] ?? '';
          await expect(page).toHaveTitle(textOf(sent));
          titlesSent += 1;
        }
      }
      expect(titlesSent).toBeGreaterThan(0);
      await page.goto(`/tender/${LARGE}?lang=${lang}`);
      await page.waitForLoadState('networkidle');
      const loads = documents.length;
      const tender = new TenderPage(page);
      await tender.tab(lang === 'uk' ? 'Лоти' : 'Lots').click();
      await expect(page).toHaveURL(/\/lots/);
      await expect(tender.main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(documents).toHaveLength(loads);
    });
  }
});

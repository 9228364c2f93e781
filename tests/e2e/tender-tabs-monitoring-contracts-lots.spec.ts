import type { Locator, Page } from '@playwright/test';
import { shippedTenderData } from '../support/shipped-cdb';
import { expect, test } from './fixtures';
import { RouteCheckPage } from './pages/RouteCheckPage';
import { REAL_MONITORING, serveRealMonitorings } from './real-monitoring';

interface CdbTender {
  id: string;
  tenderID: string;
  lots?: { id: string; title: string }[];
  contracts?: { id: string; contractNumber?: string; awardID?: string }[];
}

/** The large real tender: 3 lots, 3 contracts, 4 awards. */
const LARGE = shippedTenderData<CdbTender>('UA-2024-04-26-006781-a.json');

type TabPath = 'monitorings' | 'contracts' | 'lots';

/** The tab's entries: one accordion per monitoring, agreement, contract or lot. */
const entries = (page: Page): Locator => page.locator('#tender-tab-title ~ * .accordion');

async function openTab(screen: RouteCheckPage, tender: CdbTender, tab: TabPath, lang: string) {
  const query = lang === 'en' ? '?lang=en' : '';
  await screen.open(`/tender/${tender.tenderID}/${tab}${query}`);
  await expect(screen.page.locator('#tender-tab-title')).toBeVisible();
}

test('the counters of the contracts and lots tabs equal the entries shown', async ({ page }) => {
  const screen = new RouteCheckPage(page);
  for (const [tab, label, count] of [
    ['contracts', 'Угоди та договори', LARGE.contracts?.length ?? 0],
    ['lots', 'Лоти', LARGE.lots?.length ?? 0],
  ] as const) {
    await openTab(screen, LARGE, tab, 'uk');
    await expect(entries(page)).toHaveCount(count);
    await expect(
      page.getByRole('link', { name: `${label} (${String(count)})`, exact: true }),
    ).toBeVisible();
  }
});

test('a monitoring shows its id and status and links to its tender and the audit site', async ({
  page,
}) => {
  await serveRealMonitorings(page, LARGE.tenderID);
  const screen = new RouteCheckPage(page);
  // The tab's answer is the browser's to load (and the test's to serve) on a move in the app.
  await page.goto(`/tender/${LARGE.tenderID}`, { waitUntil: 'networkidle' });
  await page.locator('.tender-tabs__link[href$="/monitorings"]').click();
  await expect(screen.page.locator('#tender-tab-title')).toBeVisible();
  const entry = page.locator(`[id="monitoring-${REAL_MONITORING.id}"]`);
  await expect(entry.locator('.accordion__heading')).toContainText(REAL_MONITORING.monitoring_id);
  await expect(entry).toContainText('Порушення виявлено');
  const audit = entry.getByRole('link', { name: /Держаудитслужби/ });
  await expect(audit).toHaveAttribute('href', /^https:\/\/audit-api\.prozorro\.gov\.ua\//);
  await expect(audit).toHaveAttribute('target', '_blank');
  await entry.getByRole('link', { name: LARGE.tenderID, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${LARGE.tenderID}$`));
});

test('keyboard: accordions open with Enter and Space, the contract tabs move with the arrows', async ({
  page,
}) => {
  const screen = new RouteCheckPage(page);
  await openTab(screen, LARGE, 'contracts', 'uk');
  const first = entries(page).first().locator('.accordion__button');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const tabs = entries(page).first().getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(entries(page).first().getByRole('tabpanel')).toContainText('Постачальник');
  await page.keyboard.press('End');
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test('a contract links to its award in the procurement details and to its lot', async ({
  page,
}) => {
  const contract = LARGE.contracts?.[0];
  if (!contract?.awardID) throw new Error('the large tender has contracts with awards');
  const screen = new RouteCheckPage(page);
  await openTab(screen, LARGE, 'contracts', 'uk');
  const entry = page.locator(`[id="contract-${contract.id}"]`);
  await entry.locator('.accordion__button').click();
  const lotLink = entry.locator('a[href*="/lots#lot-"]').first();
  const lotHref = await lotLink.getAttribute('href');
  expect(lotHref).toMatch(new RegExp(`/tender/${LARGE.tenderID}/lots#lot-[0-9a-f]+$`));
  await lotLink.click();
  const lotId = lotHref?.split('#lot-')[1] ?? '';
  await expect(page.locator(`[id="lot-${lotId}"] .accordion__button`)).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Back on the contracts tab, the contract is open again: its id stayed in the address's hash.
  await page.goBack();
  await expect(entry.locator('.accordion__button')).toHaveAttribute('aria-expanded', 'true');
  await entry.getByRole('link', { name: /^Рішення щодо/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tender/${LARGE.tenderID}#award-${contract.awardID}$`));
});

test('a copied lot link opened in a new page lands on the same lot', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const lot = LARGE.lots?.[2];
  if (!lot) throw new Error('the large tender has 3 lots');
  const screen = new RouteCheckPage(page);
  await openTab(screen, LARGE, 'lots', 'uk');
  const entry = page.locator(`[id="lot-${lot.id}"]`);
  await entry.getByRole('button', { name: /Копіювати посилання на лот/ }).click();
  await expect(entry.getByRole('status')).toHaveText('Посилання на лот скопійовано');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/tender/${LARGE.tenderID}/lots#lot-${lot.id}$`));

  const other = await context.newPage();
  await other.goto(copied);
  const landed = other.locator(`[id="lot-${lot.id}"]`);
  await expect(landed.locator('.accordion__button')).toHaveAttribute('aria-expanded', 'true');
  await expect(landed).toBeInViewport();
  await other.close();
});

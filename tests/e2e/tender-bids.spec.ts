import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUDIT_SCREENS, axeViolations } from './axe';
import { RouteCheckPage } from './pages/RouteCheckPage';
import { SHIPPED_TENDERS, money, shown } from './shipped-tenders';
import type { CdbTender } from './shipped-tenders';

interface CdbValue {
  amount: number;
  currency?: string;
}
interface CdbBid {
  id: string;
  status: string;
  value?: CdbValue;
  lotValues?: { relatedLot: string; value: CdbValue }[];
  tenderers?: { name: string; identifier: { legalName?: string } }[];
}
interface CdbAward {
  bid_id?: string;
  value?: CdbValue;
  suppliers?: NonNullable<CdbBid['tenderers']>;
}
type TenderWithBids = Omit<CdbTender, 'bids' | 'awards'> & {
  bids?: CdbBid[];
  lots?: { id: string }[];
  awards?: CdbAward[];
};

/** The bids the register lists: withdrawn ones keep only their id in the CDB. */
const listed = (tender: TenderWithBids): CdbBid[] =>
  (tender.bids ?? []).filter((bid) => bid.status !== 'deleted' && bid.status !== 'draft');

const WITH_BIDS = (SHIPPED_TENDERS as readonly TenderWithBids[]).filter(
  (t) => listed(t).length > 0,
);
const byId = (tenderID: string): TenderWithBids => {
  const tender = WITH_BIDS.find((entry) => entry.tenderID === tenderID);
  if (!tender) throw new Error(`${tenderID} is not a shipped tender with bids`);
  return tender;
};

const awardOf = (tender: TenderWithBids, bid: CdbBid): CdbAward | undefined =>
  tender.awards?.find((award) => award.bid_id === bid.id);

/** The bidder's legal name; a price quotation may publish it only in the bid's award. */
function legalName(tender: TenderWithBids, bid: CdbBid): string {
  const tenderer = bid.tenderers?.[0] ?? awardOf(tender, bid)?.suppliers?.[0];
  return shown(tenderer?.identifier.legalName ?? tenderer?.name ?? '');
}

/** The header price the register shows for a bid (a tender's one lot, or the bid's value). */
function headerPrice(tender: TenderWithBids, bid: CdbBid): string {
  if ((tender.lots ?? []).length === 0) {
    const value = bid.value?.amount === undefined ? awardOf(tender, bid)?.value : bid.value;
    if (value) return shown(money(value));
  }
  const values = bid.lotValues ?? [];
  const [only] = values;
  if (values.length === 1 && only) return shown(money(only.value));
  return `Пропозиції на ${String(values.length)} лоти`;
}

/** The register of proposals section of a tender page. */
class BidRegister {
  readonly section: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator('#tender-bids');
    this.rows = this.section.locator('.bid-register__list > .accordion');
  }

  row(bidId: string): Locator {
    return this.page.locator(`[id="${bidId}"]`);
  }

  async open(tenderID: string, suffix = ''): Promise<void> {
    await this.page.goto(`/tender/${encodeURIComponent(tenderID)}${suffix}`, {
      waitUntil: 'domcontentloaded',
    });
    await expect(this.page.locator('h1')).toBeVisible();
    // The key reveals the far sections once the tab is there to listen for it.
    await this.page.locator('#tender-customer').waitFor({ state: 'attached' });
    await this.page.keyboard.press('Shift');
    await expect(this.page.locator('.tender-section[aria-busy="true"]')).toHaveCount(0);
    await expect(this.section).toBeAttached();
  }

  async openEveryRow(): Promise<void> {
    const closed = this.rows.locator('.accordion__button[aria-expanded="false"]');
    for (let count = await closed.count(); count > 0; count -= 1) {
      await closed.first().click();
    }
    await expect(closed).toHaveCount(0);
  }

  axeViolations(selector = '#tender-bids'): Promise<string[]> {
    return axeViolations(this.page, selector);
  }
}

test('every shipped tender with bids lists them with their prices; #<bid id> opens that bid', async ({
  page,
}) => {
  test.setTimeout(WITH_BIDS.length * 8_000);
  const register = new BidRegister(page);
  const findings: string[] = [];
  for (const tender of WITH_BIDS) {
    const bids = listed(tender);
    const target = bids.at(-1);
    if (!target) continue;
    await register.open(tender.tenderID, `#${target.id}`);
    const found = (what: string) => findings.push(`${tender.tenderID}: ${what}`);

    const headers = (await register.rows.locator('.accordion__button').allTextContents()).map(
      shown,
    );
    if (headers.length !== bids.length)
      found(`${String(headers.length)} rows, expected ${String(bids.length)}`);
    for (const [index, bid] of bids.entries()) {
      const price = headerPrice(tender, bid);
      if (!headers[index]?.includes(price))
        found(`row ${String(index + 1)} "${headers[index] ?? ''}" lacks ${price}`);
    }

    const row = register.row(target.id);
    await expect(row.locator('.accordion__button')).toHaveAttribute('aria-expanded', 'true');
    // Its tabs come with the whole record, which the server's page did not carry.
    await row.getByRole('tablist').first().waitFor();
    const panel = shown((await row.locator('.accordion__panel').textContent()) ?? '');
    if (!panel.includes(legalName(tender, target)))
      found(`the opened bid lacks "${legalName(tender, target)}"`);
  }
  expect(findings).toEqual([]);
});

test('closing a bid removes its id from the address; Enter opens it again', async ({ page }) => {
  const tender = byId('UA-2024-02-05-014363-a');
  const [bid] = listed(tender);
  if (!bid) throw new Error('no bid');
  const register = new BidRegister(page);
  await register.open(tender.tenderID, `#${bid.id}`);
  const button = register.row(bid.id).locator('.accordion__button');
  await expect(register.row(bid.id)).toBeInViewport();
  await expect(register.row(bid.id).getByText(legalName(tender, bid)).first()).toBeVisible();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(new URL(page.url()).hash).toBe('');
  await button.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(new URL(page.url()).hash).toBe(`#${bid.id}`);
  await expect(
    register.row(bid.id).getByRole('tab', { name: 'Інформація про пропозицію' }),
  ).toHaveAttribute('aria-selected', 'true');
});

test.describe('the whole record', () => {
  // The page's requests reach the route below, not a service worker's cache.
  test.use({ serviceWorkers: 'block' });

  test('a bid whose whole record did not come says so; its retry waits with a spinner, then shows the bid', async ({
    page,
    pageErrors,
  }) => {
    const tender = byId('UA-2024-04-26-006781-a');
    const [bid] = listed(tender);
    if (!bid) throw new Error('no bid');
    // The whole record (GET /api/tenders/<id>, not a tab's answer) fails, then comes slowly.
    const wholeRecord = /\/api\/tenders\/[^/?]+(\?.*)?$/;
    let record: 'failing' | 'slow' = 'failing';
    await page.route(wholeRecord, async (route) => {
      if (record === 'failing') return route.abort();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return route.continue();
    });
    // The page asks for it by itself once it has settled; the bid is opened after that.
    const asked = page.waitForEvent('requestfailed', (request) => wholeRecord.test(request.url()));
    const register = new BidRegister(page);
    await register.open(tender.tenderID);
    await asked;
    const row = register.row(bid.id);
    await row.locator('.accordion__button').click();
    const failure = row.getByRole('alert');
    await expect(failure).toHaveText(/Ця частина сторінки не завантажилася\./);

    record = 'slow';
    await failure.getByRole('button', { name: 'Спробувати ще раз' }).click();
    await expect(failure).toHaveCount(0);
    await expect(row.getByRole('status')).toHaveText('Завантаження…');
    await expect(row.getByRole('tab', { name: 'Інформація про пропозицію' })).toBeVisible();
    await expect(row.getByText('Завантаження…')).toHaveCount(0);
    // The browser logs each request it was told to fail.
    expect(pageErrors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
    pageErrors.length = 0;
  });
});

test('the comparison reads as a table to a screen reader and is absent with one bid', async ({
  page,
}) => {
  const tender = byId('UA-2024-02-05-014363-a');
  const register = new BidRegister(page);
  await register.open(tender.tenderID);
  const table = register.section.getByRole('table', {
    name: 'Ціни пропозицій порівняно з очікуваною вартістю',
  });
  await expect(table.getByRole('row')).toHaveCount(listed(tender).length + 1);
  const prices = listed(tender)
    .map((bid) => bid.value?.amount ?? 0)
    .sort((a, b) => a - b)
    .map((amount) => shown(money({ amount })));
  await expect(table.getByRole('cell').filter({ hasText: /грн/ })).toHaveText(prices);
  await expect(register.section.locator('.bid-chart__plot')).toHaveAttribute('aria-hidden', 'true');
  await expect(register.section.locator('.bid-chart__figures')).toContainText('Економія переможця');

  await register.open('UA-2023-02-16-009364-a');
  await expect(register.rows).toHaveCount(1);
  await expect(register.section.locator('.bid-chart')).toHaveCount(0);
});

const AUDITED = ['UA-2024-02-28-009286-a', 'UA-2024-04-26-006781-a'];
for (const tenderID of AUDITED) {
  for (const { width, lang } of AUDIT_SCREENS) {
    test(`${tenderID} at ${String(width)} px (${lang}): axe passes with every bid open, no sideways scroll`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const register = new BidRegister(page);
      await register.open(tenderID, lang === 'en' ? '?lang=en' : '');
      // Screenshots to look at (test-results/): the chart and the rows, closed then open.
      const shoot = async (target: Locator, name: string) => {
        await target.evaluate((element) => {
          element.scrollIntoView({ block: 'start' });
        });
        await expect(target).toBeInViewport();
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${String(width)}-${lang}.png`),
          animations: 'disabled',
        });
      };
      await shoot(register.section, 'closed');
      await register.openEveryRow();
      await shoot(register.rows.first(), 'open');
      expect(await new RouteCheckPage(page).horizontalOverflow()).toBeUndefined();
      const violations = await register.axeViolations();
      // Each tab of the first bid, and its documents' history, as only the chosen tab renders.
      const firstBid = listed(byId(tenderID))[0]?.id ?? '';
      const tabs = register.row(firstBid).getByRole('tab');
      for (let index = (await tabs.count()) - 1; index > 0; index -= 1) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        if (index === 1) await shoot(register.rows.first(), 'tab');
        expect(await new RouteCheckPage(page).horizontalOverflow()).toBeUndefined();
        violations.push(
          ...(await register.axeViolations(`[id="${firstBid}"] [role="tabpanel"]:not([hidden])`)),
        );
      }
      expect(violations).toEqual([]);
    });
  }
}

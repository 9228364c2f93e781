import type { Page } from '@playwright/test';
import { TENDER_TABS } from '../../contract/routes/tender-pages';
import { DOCUMENT_HEAVY_TENDER_ID } from '../fixtures/document-heavy-tender';
import { isAuditScreen } from './axe';
import { expect, test } from './fixtures';
import { RouteCheckPage } from './pages/RouteCheckPage';
import { serveRealMonitorings } from './real-monitoring';

/**
 * Five shipped real tenders chosen for richness, between them: lots, disqualified awards, many
 * bids, questions, complaints about the conditions and about awards, several contracts; and a
 * real tender given the documents of the others.
 */
const RICH_TENDERS = [
  'UA-2024-04-26-006781-a', // 3 lots, 4 awards (one disqualified), 3 contracts
  'UA-2022-10-25-007560-a', // 2 lots, 2 bids, a contract
  'UA-2024-01-10-005750-a', // a question, 4 award complaints, 2 contracts
  'UA-2020-08-06-003989-a', // 4 questions, 2 complaints about the conditions
  'UA-2026-01-15-012032-a', // 4 bids on a lot, a contract
  DOCUMENT_HEAVY_TENDER_ID, // 394 real documents, ten audit files (tests/fixtures)
];

/**
 * Opens every accordion, document group, item row and clamped text of the open tab, in the page
 * at once (one click at a time through Playwright takes 10 s on the largest details tab).
 */
async function openEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const closed = () => [
      ...document.querySelectorAll<HTMLButtonElement>(
        '.tender__tab button[aria-expanded="false"]:not(.info-popup__trigger)',
      ),
    ];
    // An opened accordion may hold closed ones: again, once the page has drawn what opened.
    for (let buttons = closed(); buttons.length > 0; buttons = closed()) {
      for (const button of buttons) button.click();
      await new Promise(requestAnimationFrame);
    }
  });
}

/** Moves to a tab through the tab bar, as a reader does, and waits until it has opened. */
async function openTab(screen: RouteCheckPage, path: string): Promise<void> {
  const link = screen.page.locator(`.tender-tabs__link[href*="/${path}"]`);
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(screen.page.locator('.tender__tab h2').first()).toBeVisible();
  await screen.renderEverything();
}

for (const lang of ['uk', 'en'] as const) {
  for (const width of [360, 1280]) {
    // Axe on the two audit screens; the width on all four.
    const audited = isAuditScreen(lang, width);
    test.describe(`rich tenders in ${lang} at ${String(width)} px`, () => {
      test.describe.configure({ mode: 'parallel' });
      test.use({ viewport: { width, height: 800 } });

      for (const id of RICH_TENDERS) {
        test(`${id}: ${audited ? 'axe finds nothing on any tab with everything open, ' : ''}nothing wider than the window`, async ({
          page,
        }) => {
          test.setTimeout(90_000);
          await serveRealMonitorings(page);
          const screen = new RouteCheckPage(page);
          await screen.open(`/tender/${id}${lang === 'en' ? '?lang=en' : ''}`);
          expect(await screen.htmlLang()).toBe(lang);
          const findings: string[] = [];
          for (const { path } of TENDER_TABS) {
            if (path) await openTab(screen, path);
            await openEverything(page);
            const where = `${id}/${path}`;
            const violations = audited ? await screen.axeViolations() : [];
            for (const violation of violations) findings.push(`${where}: ${violation}`);
            const overflow = await screen.horizontalOverflow();
            if (overflow) findings.push(`${where}: ${overflow}`);
          }
          expect(findings).toEqual([]);
        });
      }
    });
  }
}

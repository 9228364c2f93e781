import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { shippedTenderFile } from '../support/shipped-cdb';
import { shippedDictionaryData } from '../support/shipped-data';
import { test as base, expect } from './fixtures';
import { OwnServer } from './own-server';
import { RouteCheckPage } from './pages/RouteCheckPage';

/** Real shipped tenders: one in its clarifications period (it will change), one complete. */
const CHANGED = 'UA-2026-02-02-013069-a';
const UNCHANGED = 'UA-2025-11-29-000037-a';

const test = base.extend<object, { server: OwnServer }>({
  server: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await OwnServer.create();
      await server.start();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

interface CdbFile {
  data: { status: string; dateModified: string; questions?: Record<string, unknown>[] };
}

const statusLabel = (code: string, lang: 'uk' | 'en'): string =>
  shippedDictionaryData('tender_statuses')[code]?.[`title_${lang}`] ?? code;

/** Saves a tender for offline reading with the toggle under its title. */
async function saveFromTenderPage(page: Page, baseURL: string, tenderID: string) {
  await page.goto(`${baseURL}/tender/${tenderID}`);
  const toggle = page.getByRole('button', { name: /^(Зберегти офлайн|Збережено офлайн)$/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

test('back online, /saved shows exactly what changed in a saved tender, and nothing for another', async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  // The service worker controls the pages from here on: it keeps the API answers it passes on,
  // which a refresh must not take for the server's.
  await page.goto(`${server.baseURL}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await saveFromTenderPage(page, server.baseURL, CHANGED);
  await saveFromTenderPage(page, server.baseURL, UNCHANGED);
  await page.goto('about:blank');

  // While the server is stopped, a newer version of one saved tender (its status changed and a
  // new question asked) is ingested from its shipped CDB JSON.
  await server.stop();
  const file = shippedTenderFile<CdbFile>(CHANGED);
  const before = file.data.status;
  const question = {
    id: 'e2e0000000000000000000000000q001',
    title: 'Чи можна запропонувати еквівалент обладнання?',
    description: 'Просимо уточнити, чи приймається еквівалент.',
    date: '2026-11-23T09:00:00+02:00',
    questionOf: 'tender',
    author: { hash: 'e2e' },
  };
  file.data.status = 'active.tendering';
  file.data.dateModified = '2026-11-23T09:00:00.000000+02:00';
  file.data.questions = [...(file.data.questions ?? []), question];
  const newer = testInfo.outputPath(`${CHANGED}.json`);
  writeFileSync(newer, JSON.stringify(file));
  expect(await server.ingest(newer)).toContain('1 updated');
  await server.start();

  // The app starts, refreshes the saved tenders in the background and counts what it found.
  await page.goto(`${server.baseURL}/`);
  const savedLink = page.getByRole('link', { name: 'Збережене: 2 нові зміни' });
  await expect(savedLink).toBeVisible();
  await expect(savedLink.locator('.site-header__badge')).toHaveText('2');
  await savedLink.click();

  const rowsIn = (lang: 'uk' | 'en') =>
    page
      .getByRole('region', {
        name: `${lang === 'uk' ? 'Зміни в закупівлі' : 'Changes in tender'} ${CHANGED}`,
      })
      .getByRole('listitem');
  const rows = rowsIn('uk');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Статус закупівлі');
  await expect(rows.nth(0)).toContainText(
    `${statusLabel(before, 'uk')} → ${statusLabel('active.tendering', 'uk')}`,
  );
  await expect(rows.nth(1)).toContainText('Нове запитання');
  await expect(rows.nth(1)).toContainText(question.title);
  await expect(page.getByRole('region', { name: new RegExp(UNCHANGED) })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Зміни в закупівлі/ })).toHaveCount(1);
  // Seen: the header no longer counts them, the list stays while the page is open.
  await expect(page.getByRole('link', { name: 'Збережене', exact: true })).toBeVisible();

  const screen = new RouteCheckPage(page);
  for (const lang of ['uk', 'en'] as const) {
    await page
      .locator('.lang-switch')
      .getByRole('link', { name: lang === 'uk' ? /UA|Українська/ : /EN|English/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(rowsIn(lang)).toHaveCount(2);
    await expect(rowsIn(lang).nth(0)).toContainText(
      `${statusLabel(before, lang)} → ${statusLabel('active.tendering', lang)}`,
    );
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await screen.axeViolations(), `${lang} at ${String(width)} px`).toEqual([]);
      expect(await screen.horizontalOverflow(), `${lang} at ${String(width)} px`).toBeUndefined();
      await page.screenshot({
        path: testInfo.outputPath(`saved-changes-${lang}-${String(width)}.png`),
        fullPage: true,
      });
    }
  }

  // Read on /saved, the changes still show once on the tender's own page, then not again.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/tender/${CHANGED}`);
  await expect(rowsIn('en')).toHaveCount(2);
  await expect(rowsIn('en').nth(0)).toContainText(
    `${statusLabel(before, 'en')} → ${statusLabel('active.tendering', 'en')}`,
  );
  // Shown there, they are marked so: the next visit lists none.
  const shownOnPage = () =>
    page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const open = indexedDB.open('portal-app');
          open.onsuccess = () => {
            const all = open.result.transaction('changes').objectStore('changes').getAll();
            all.onsuccess = () => {
              open.result.close();
              resolve((all.result as { shownOnPage?: number }[]).map((c) => c.shownOnPage ?? 0));
            };
          };
        }),
    );
  await expect.poll(shownOnPage).toEqual([1, 1]);
});

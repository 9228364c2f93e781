/**
 * npm run bench:offline: reopening a saved tender offline (budget in docs/benchmarks.md: content in < 300 ms).
 * Against `npm start` in Chromium: the large real tender is saved from its page (the "save
 * offline" toggle), the service worker's API answers are dropped (only the saved copy is
 * sure to be there), the browser goes offline, and the tender is opened 10 times by a reload
 * and 10 times from the /saved list. Each run's figure is the time from the navigation's start
 * to its `<h1>` holding the tender's title. Prints the table, writes it into
 * docs/benchmarks.md with the date, and exits non-zero over budget. A benchmark, not a test.
 */
import { chromium } from '@playwright/test';
import { headingAt, RECORD_HEADING, waitForServiceWorkerControl } from './browser-timing.ts';
import { markdownTable, today, writeBenchmarkSection } from './benchmarks-doc.ts';
import { LARGE_TENDER_ID } from './pages.ts';
import { startPortal } from './start-portal.ts';
import { percentile } from './stats.ts';

const RUNS = Number(process.env.OFFLINE_RUNS ?? 10);
const BUDGET_MS = 300;
const TENDER_PATH = `/tender/${LARGE_TENDER_ID}`;

const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
const ms = (value: number) => value.toFixed(0);

const portal = await startPortal();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const reloads: number[] = [];
const fromList: number[] = [];
try {
  const context = await browser.newContext({ baseURL: portal.url, locale: 'uk-UA' });
  await context.addInitScript(RECORD_HEADING);
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto(TENDER_PATH);
  const toggle = page.getByRole('button', { name: /^Зберегти офлайн$/ });
  await toggle.click();
  await page.getByRole('status').filter({ hasText: 'Тендер збережено' }).waitFor();
  await page.evaluate(`caches.keys().then((names) =>
    Promise.all(names.filter((name) => name.startsWith('portal-api')).map((name) => caches.delete(name))))`);
  await context.setOffline(true);
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(TENDER_PATH);
    reloads.push(await headingAt(page));
    await page.goto('/saved');
    await page.locator('.saved-tenders__list a').first().waitFor();
    // The same document: a new watch for the tender's heading, from the moment of the click.
    const started = await page.evaluate<number>(RECORD_HEADING);
    await page.locator('.saved-tenders__list a').first().click();
    fromList.push((await headingAt(page)) - started);
  }
  await context.close();
} finally {
  await browser.close();
  await portal.stop();
}

const rows = [
  ['reload of the tender page, offline', reloads],
  ['from the /saved list, offline', fromList],
] as const;
const table = markdownTable(
  ['reopening the saved large tender (ms to its h1)', 'p50', 'p95', 'runs'],
  rows.map(([name, times]) => [
    name,
    ms(percentile(sorted(times), 50)),
    ms(percentile(sorted(times), 95)),
    String(times.length),
  ]),
);
console.log(`\n${table}\n`);
const misses = rows.filter(([, times]) => percentile(sorted(times), 95) >= BUDGET_MS);
await writeBenchmarkSection(
  'offline',
  `### ${today()}, ${RUNS} runs each\n\n${table}\n\n` +
    `Budget: < ${BUDGET_MS} ms (p95). ` +
    (misses.length === 0 ? 'Met.' : `Missed: ${misses.map(([name]) => name).join('; ')}.`),
);
if (misses.length > 0) process.exitCode = 1;

/**
 * npm run bench:interactive: when a page on a phone over a slow connection shows, and when it
 * works. `npm start` on loopback, Chromium at 360 px with Lighthouse's mobile profile (1.6 Mbit/s
 * down, 750 kbit/s up, 150 ms round trip, CPU slowed 4×), a fresh profile per visit (a first
 * visit). The moment the title is painted, the reader presses the save toggle (tender pages) and
 * the page's first closed expander (scrolled to); the figures are ms from the navigation's start to: the
 * title's paint, the app's hydration, the toggle's answer (its status says it is saving), and
 * whether the expander opened. Median of RUNS visits per page; and the page's weight as sent (its
 * HTML, in brotli, and its hydration data's share). A benchmark, not a test.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { ensureClientBuilt } from '../../server/build-client.ts';
import { projectRoot } from '../../server/config.ts';
import { markdownTable, today, writeBenchmarkSection } from './benchmarks-doc.ts';
import { PHONE_CPU_SLOWDOWN, RECORD_MOMENTS, type Moments } from './browser-timing.ts';
import { pageWeight } from './page-weight.ts';
import { BENCH_PAGES, LARGEST_BY_DOCUMENTS_ID } from './pages.ts';
import type { BenchPage } from './pages.ts';
import { startPortal } from './start-portal.ts';
import { percentile } from './stats.ts';

const RUNS = Number(process.env.INTERACTIVE_RUNS ?? 5);
const PAGES: readonly BenchPage[] = [
  BENCH_PAGES.tender,
  {
    name: `most documents (${LARGEST_BY_DOCUMENTS_ID})`,
    path: `/tender/${LARGEST_BY_DOCUMENTS_ID}`,
  },
  BENCH_PAGES.home,
  BENCH_PAGES.search,
];

/** Lighthouse's mobile throttling (its "simulated" figures, applied here for real). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface Visit extends Moments {
  /** Whether the expander pressed at the first paint was open once the page had hydrated. */
  expanderKept?: boolean;
}

/** The page's closed expanders that name what they open (every accordion and "more" does). */
const CLOSED_EXPANDERS = 'main button[aria-expanded="false"][aria-controls]';

const moments = (page: Page): Promise<Moments> => page.evaluate<Moments>('window.moments');

/**
 * Presses what the reader would at the first paint: the save toggle, and the first closed
 * expander (scrolled to). What it pressed, for the check after: the expander by what it opens,
 * since more of them show once the page hydrates.
 */
async function pressAtFirstPaint(page: Page): Promise<{ toggle: boolean; expander?: string }> {
  await page.locator('main h1').waitFor({ state: 'visible' });
  const save = page.locator('main .save-toggle__button').first();
  const toggle = (await save.count()) > 0 && (await save.isVisible());
  if (toggle) await save.click();
  const expander = page.locator(CLOSED_EXPANDERS).filter({ visible: true }).first();
  const controls =
    (await expander.count()) > 0 ? await expander.getAttribute('aria-controls') : null;
  if (controls === null) return { toggle };
  await expander.click();
  return { toggle, expander: controls };
}

async function visit(browser: Browser, origin: string, pagePath: string): Promise<Visit> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'uk-UA',
    viewport: { width: 360, height: 780 },
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(RECORD_MOMENTS);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.goto(pagePath, { waitUntil: 'commit' });
    const pressed = await pressAtFirstPaint(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    if (pressed.toggle) {
      await page.waitForFunction(
        () => (globalThis as { moments?: Moments }).moments?.toggle !== undefined,
      );
    }
    const expanderKept =
      pressed.expander === undefined
        ? undefined
        : (await page
            .locator(`main button[aria-controls="${pressed.expander}"]`)
            .getAttribute('aria-expanded')) === 'true';
    return { ...(await moments(page)), expanderKept };
  } finally {
    await context.close();
  }
}

const median = (values: readonly (number | undefined)[]): string => {
  const known = values.filter((value): value is number => value !== undefined);
  if (known.length === 0) return '—';
  return String(
    Math.round(
      percentile(
        [...known].sort((a, b) => a - b),
        50,
      ),
    ),
  );
};

const kept = (visits: readonly Visit[]): string => {
  const tried = visits.filter((one) => one.expanderKept !== undefined);
  if (tried.length === 0) return 'no expander';
  return `${String(tried.filter((one) => one.expanderKept).length)} of ${String(tried.length)}`;
};

ensureClientBuilt(path.join(projectRoot, 'dist'), path.join(projectRoot, 'dist-ssr'));
const portal = await startPortal();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const rows: string[][] = [];
try {
  for (const benchPage of PAGES) {
    const visits: Visit[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      visits.push(await visit(browser, portal.url, benchPage.path));
    }
    const weight = await pageWeight(`${portal.url}${benchPage.path}`);
    rows.push([
      benchPage.name,
      `${(weight.htmlBytes / 1024).toFixed(1)} KB`,
      `${(weight.brotliBytes / 1024).toFixed(1)} KB`,
      `${(weight.dataShare * 100).toFixed(0)} %`,
      median(visits.map((one) => one.title)),
      median(visits.map((one) => one.hydrated)),
      median(visits.map((one) => one.toggle)),
      kept(visits),
    ]);
    console.log(rows.at(-1)?.join(' | '));
  }
} finally {
  await browser.close();
  await portal.stop();
}

const [load1] = loadavg();
await writeBenchmarkSection(
  'interactive',
  [
    `${today()}, ${String(RUNS)} first visits per page, load average ${load1?.toFixed(2) ?? '?'} at the end. Median ms from the navigation's start; the save toggle and the page's first closed expander pressed the moment the title painted.`,
    markdownTable(
      [
        'Page',
        'HTML',
        'HTML in brotli',
        'Data block',
        'Title painted',
        'Hydrated',
        'Save toggle answers',
        'Expander pressed at first paint opened',
      ],
      rows,
    ),
  ].join('\n\n'),
);

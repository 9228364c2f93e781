/**
 * npm run bench:navigation: a repeat visit with the service worker installed, with each of the
 * worker's two ways of answering a page navigation (sw/navigation.ts): the server's rendered page
 * first, or the precached shell (the portal's worker), which renders from the API (the worker's
 * cache) and Dexie. Two `npm start` portals, the first with a worker built with
 * VITE_SW_NAVIGATION=network, in Chromium on loopback, with the page's CPU as it is and slowed 4×
 * (as Lighthouse's mobile run does). Each
 * portal gets a fresh profile: a first visit of the home page installs the worker, one of the
 * large tender keeps it; then the tender page is opened again RUNS times, the two portals in
 * turn. Figures: ms from the navigation's start to the first contentful paint, to the tender's
 * `<h1>` holding its title, and to the largest contentful paint. A benchmark, not a test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ensureClientBuilt } from '../../server/build-client.ts';
import { projectRoot } from '../../server/config.ts';
import {
  headingAt,
  PHONE_CPU_SLOWDOWN,
  RECORD_HEADING,
  waitForServiceWorkerControl,
} from './browser-timing.ts';
import { markdownTable, today, writeBenchmarkSection } from './benchmarks-doc.ts';
import { LARGE_TENDER_ID } from './pages.ts';
import { startPortal, type RunningPortal } from './start-portal.ts';
import { percentile } from './stats.ts';

const RUNS = Number(process.env.NAVIGATION_RUNS ?? 7);
const TENDER_PATH = `/tender/${LARGE_TENDER_ID}`;
const STRATEGIES = ['network first', 'shell'] as const;
type Strategy = (typeof STRATEGIES)[number];

/** The paints of the page so far, ms since its navigation began (-1: none yet). */
const PAINTS = `new Promise((resolve) => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
  let lcp = -1;
  new PerformanceObserver((list) => {
    lcp = list.getEntries().at(-1).startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve({ fcp, lcp }), 200);
})`;

interface Visit {
  fcp: number;
  h1: number;
  lcp: number;
}

const buildNetworkFirstWorker = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-network-sw-'));
  const vite = path.join(projectRoot, 'node_modules', '.bin', 'vite');
  const built = spawnSync(vite, ['build', '--outDir', dir, '--emptyOutDir'], {
    cwd: projectRoot,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', VITE_SW_NAVIGATION: 'network' },
  });
  if (built.status !== 0) throw new Error('The build with the network-first worker failed');
  return dir;
};

const visit = async (page: Page): Promise<Visit> => {
  await page.goto(TENDER_PATH);
  const h1 = await headingAt(page);
  await page.waitForTimeout(500);
  const { fcp, lcp } = await page.evaluate<{ fcp: number; lcp: number }>(PAINTS);
  return { fcp, h1, lcp };
};

/** A fresh profile on `origin` with the worker installed and the large tender seen once. */
const installed = async (
  browser: Browser,
  origin: string,
  slow: boolean,
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: origin, locale: 'uk-UA' });
  await context.addInitScript(RECORD_HEADING);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  }
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto(TENDER_PATH);
  await headingAt(page);
  return { context, page };
};

ensureClientBuilt(path.join(projectRoot, 'dist'), path.join(projectRoot, 'dist-ssr'));
const networkDist = buildNetworkFirstWorker();
const portals: Record<Strategy, RunningPortal> = {
  'network first': await startPortal({ DIST_DIR: networkDist }),
  shell: await startPortal(),
};
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const results: { network: string; strategy: Strategy; visits: Visit[] }[] = [];
try {
  for (const network of ['desktop CPU', 'phone CPU (4× slower)'] as const) {
    const slow = network !== 'desktop CPU';
    const sessions: { context: BrowserContext; page: Page }[] = [];
    for (const strategy of STRATEGIES) {
      sessions.push(await installed(browser, portals[strategy].url, slow));
    }
    const visits: Record<Strategy, Visit[]> = { 'network first': [], shell: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const [i, strategy] of STRATEGIES.entries()) {
        const session = sessions[i];
        if (session) visits[strategy].push(await visit(session.page));
      }
    }
    for (const strategy of STRATEGIES)
      results.push({ network, strategy, visits: visits[strategy] });
    for (const { context } of sessions) await context.close();
  }
} finally {
  await browser.close();
  for (const portal of Object.values(portals)) await portal.stop();
  rmSync(networkDist, { recursive: true, force: true });
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  ).toFixed(0);
const table = markdownTable(
  ['page CPU', 'navigation answered by', 'FCP', 'tender h1', 'LCP'],
  results.map(({ network, strategy, visits }) => [
    network,
    strategy === 'shell' ? 'the precached shell' : "the server's page (network first)",
    median(visits.map((v) => v.fcp)),
    median(visits.map((v) => v.h1)),
    median(visits.map((v) => v.lcp)),
  ]),
);
console.log(`\n${table}\n`);
await writeBenchmarkSection(
  'navigation',
  `### ${today()}, repeat visits of the large tender, median of ${RUNS} (ms)\n\n${table}`,
);

/**
 * npm run bench:bundle: the JavaScript a first visit downloads, as the browser fetches it. For
 * home, search and a large tender, Chromium (Playwright, a fresh profile, the service worker
 * allowed) opens the page served by `npm start`; every script the page requests is recorded
 * from the navigation until the route's heading is shown and the network is idle. Each is
 * counted gzipped (level 9, the budget's unit) and as sent (brotli). What the page loads later,
 * once the service worker controls it (the local database), is listed apart. Then every
 * route's own chunks from the Vite manifest. docs/benchmarks.md budgets a route's own chunks (60 KB);
 * the first load is reported with its number of scripts, not budgeted. Beside it, what the
 * owner's stack alone weighs (stack-weight.ts): the part of a first visit no code of ours can cut.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { projectRoot } from '../../server/config.ts';
import {
  entryKey,
  importClosure,
  readClientManifest,
} from '../../server/static/module-preloads.ts';
import { markdownTable, today, writeBenchmarkSection } from './benchmarks-doc.ts';
import { BENCH_PAGES } from './pages.ts';
import { stackWeight } from './stack-weight.ts';
import { startPortal } from './start-portal.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';

const ROUTE_BUDGET = 60 * 1024;
/**
 * Routes whose budget follows the owner's stack (docs/decisions.md): /saved cannot show without
 * Dexie (30.2 KB gzipped of its 67.6 KB on 2026-11-27), nor its saved searches' links without qs
 * (16.5 KB, out of the shell since 2026-12-06).
 */
const ROUTE_BUDGETS: Readonly<Record<string, number>> = {
  'src/features/saved/components/SavedPage.tsx': 90 * 1024,
};
const dist = path.join(projectRoot, 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

type Phase = 'before render' | 'until idle' | 'settled';

interface Script {
  file: string;
  wireBytes: number;
  fromServiceWorker: boolean;
  phase: Phase;
}

async function capture(url: string): Promise<Script[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'uk-UA' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const pending = new Map<string, Omit<Script, 'wireBytes'>>();
    const scripts: Script[] = [];
    let phase: Phase = 'before render';
    cdp.on('Network.responseReceived', (event) => {
      const { pathname } = new URL(event.response.url);
      if (event.type !== 'Script' || !pathname.startsWith('/assets/')) return;
      pending.set(event.requestId, {
        file: pathname.slice(1),
        fromServiceWorker: Boolean(event.response.fromServiceWorker),
        phase,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = pending.get(event.requestId);
      if (script) scripts.push({ ...script, wireBytes: event.encodedDataLength });
    });
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    phase = 'until idle';
    await page.waitForLoadState('networkidle');
    // What comes later, once the service worker controls the page (the local database).
    phase = 'settled';
    // A function, not a string: a polled string needs eval, which the portal's CSP forbids.
    await page.waitForFunction(
      () => (globalThis as BrowserGlobals).navigator?.serviceWorker?.controller != null,
    );
    await page.waitForTimeout(3000);
    return scripts;
  } finally {
    await browser.close();
  }
}

/** The part of the browser's globals read in the page (this script has Node's types). */
interface BrowserGlobals {
  navigator?: { serviceWorker?: { controller: unknown } };
}

const portal = await startPortal();
const firstLoadRows: string[][] = [];
const misses: string[] = [];
try {
  for (const page of [BENCH_PAGES.home, BENCH_PAGES.search, BENCH_PAGES.tender]) {
    const scripts = await capture(`${portal.url}${page.path}`);
    const downloaded = scripts.filter(
      (script) => script.phase !== 'settled' && !script.fromServiceWorker,
    );
    const sum = (list: Script[], size: (s: Script) => number) =>
      list.reduce((total, script) => total + size(script), 0);
    const beforeRender = sum(
      downloaded.filter((script) => script.phase === 'before render'),
      (script) => gzipped(script.file),
    );
    const total = sum(downloaded, (script) => gzipped(script.file));
    const wire = sum(downloaded, (script) => script.wireBytes);
    const later = scripts.filter((script) => !downloaded.includes(script));
    firstLoadRows.push([
      page.name,
      kb(beforeRender),
      kb(total),
      kb(wire),
      later.length === 0
        ? '—'
        : later
            .map(
              (script) =>
                `${script.file} (${kb(gzipped(script.file))}${script.fromServiceWorker ? ', from the service worker' : ''})`,
            )
            .join(', '),
      String(downloaded.length),
    ]);
  }
} finally {
  await portal.stop();
}

const manifest = readClientManifest(dist);
const entry = entryKey(manifest);
if (!entry) throw new Error('no entry chunk in the manifest');
// The page's script imports the app once the page has painted (src/app/start.ts): both are the shell.
const shell = new Set<string>();
for (const key of [entry, ...(manifest[entry]?.dynamicImports ?? [])])
  importClosure(manifest, key, shell);
const routeRows = Object.keys(manifest)
  .filter((key) => key.startsWith('src/features/') && manifest[key]?.src === key)
  .sort()
  .map((key) => {
    const own = [...importClosure(manifest, key)].filter((chunk) => !shell.has(chunk));
    const bytes = own.reduce((total, chunk) => total + gzipped(manifest[chunk]?.file ?? ''), 0);
    const budget = ROUTE_BUDGETS[key] ?? ROUTE_BUDGET;
    if (bytes > budget) misses.push(`${key}: ${kb(bytes)}`);
    return [key, kb(bytes), kb(budget)];
  });

const firstLoad = markdownTable(
  [
    'first visit',
    'JS before the route renders (gzip)',
    'JS until the network is idle (gzip)',
    'as sent (brotli)',
    'once the page has settled',
    'scripts',
  ],
  firstLoadRows,
);
const routes = markdownTable(
  ['route module', 'own chunks beyond the entry (gzip)', 'budget'],
  routeRows,
);
const stack = await stackWeight();
const stackLine =
  `The owner's stack alone (react, react-dom, react-router-dom, i18next, react-i18next, ky, ` +
  `workbox-window and date-fns with its Ukrainian locale, each used as a first visit uses it; ` +
  `qs comes with the first request with a query; scripts/bench/stack-weight.ts): ` +
  `${kb(stack)} gzipped.`;
console.log(`\n${firstLoad}\n\n${stackLine}\n\n${routes}\n`);
await writeBenchmarkSection(
  'bundle',
  `### ${today()}\n\n${firstLoad}\n\n${stackLine}\n\n${routes}\n\n` +
    (misses.length === 0 ? 'All budgets met.' : `Over budget: ${misses.join('; ')}.`),
);
if (misses.length > 0) {
  console.error(`Over budget:\n${misses.join('\n')}`);
  process.exitCode = 1;
}

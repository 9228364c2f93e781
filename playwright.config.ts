import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.ts';

const isCI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 4317);
const host = '127.0.0.1';
const baseURL = `http://${host}:${port}`;

// One fresh embedded database per run. The config is also loaded by every worker
// process: they inherit E2E_DATA_DIR from the runner, so only the runner creates
// (and at exit removes) the directory.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-fixtures`, { recursive: true, force: true });
  });
}
const dataDir = process.env.E2E_DATA_DIR;
const fixturesDir = `${dataDir}-fixtures`;

// The e2e server uses the embedded database (what `npm start` gives a newcomer), even
// when DATABASE_URL is exported for the server tests. Playwright passes its own
// environment to the web server, so the variable is removed here; set
// E2E_DATABASE_URL to run the e2e tests against PostgreSQL instead.
delete process.env.DATABASE_URL;
const serverEnv: Record<string, string> = { PORT: String(port), HOST: host, DATA_DIR: dataDir };
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two browsers on the two cores: the tests' time is mostly the browser's (axe, layout),
  // and they share nothing but the read-only server.
  workers: 2,
  // On the shared two-core machine a CI run's load average reaches 8–10: tests of 20–30 s
  // (a page, its hydration and an axe run) passed at 28–29 s one day and timed out at 31–36 s the
  // next. A test that hangs still fails, at one minute; an expectation still waits 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [...CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: {
    // The shipped data, plus hostile copies of a real tender (tests/fixtures/hostile-tenders.ts)
    // and one with 394 documents (tests/fixtures/document-heavy-tender.ts), loaded before the
    // server starts.
    command:
      `node_modules/.bin/tsx tests/fixtures/hostile-tenders.ts ${JSON.stringify(fixturesDir)}` +
      ` && node_modules/.bin/tsx tests/fixtures/document-heavy-tender.ts ${JSON.stringify(fixturesDir)}` +
      ` && npm run ingest -- ${JSON.stringify(fixturesDir)} && npm start`,
    url: `${baseURL}/api/health`,
    env: serverEnv,
    // `npm start` may build the client and load the dataset on first start.
    timeout: 240_000,
    reuseExistingServer: !isCI,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressClient } from '../../server/static/precompress';
import { expect, test } from './fixtures';

/** The worker that `npm start` serves, from the build in this checkout. */
const distDir = join(process.cwd(), 'dist');
const swFile = join(distDir, 'sw.js');
const indexRevision = /"revision":"([0-9a-f])([0-9a-f]*)","url":"index\.html"/;

/**
 * Publishes a "new version" by changing index.html's revision in the served sw.js,
 * keeping its length, and restores the file afterwards. Playwright cannot route
 * the browser's own service worker update check, so the file itself changes, with the brotli
 * and gzip copies the server sends in its place.
 */
async function withNextVersion(run: () => Promise<void>): Promise<void> {
  const original = readFileSync(swFile, 'utf8');
  const match = indexRevision.exec(original);
  if (!match) throw new Error('index.html is not in the precache manifest of dist/sw.js');
  const [entry, first = '0', rest = ''] = match;
  const next = entry.replace(`"${first}${rest}"`, `"${first === '0' ? '1' : '0'}${rest}"`);
  writeFileSync(swFile, original.replace(entry, next));
  precompressClient(distDir);
  try {
    await run();
  } finally {
    writeFileSync(swFile, original);
    precompressClient(distDir);
  }
}

test.describe('update prompt', () => {
  test.skip(!existsSync(swFile), 'needs the served build in dist/');

  test('a new version waits until the user chooses to update', async ({ home, page }) => {
    await home.goto();
    await home.waitForServiceWorkerControl();
    await expect(home.updatePrompt).toHaveCount(0);

    await withNextVersion(async () => {
      await home.checkForServiceWorkerUpdate();
      await expect(home.updatePrompt).toBeVisible();
      // Nothing is switched behind the user's back: the new worker is only waiting.
      expect(await home.serviceWorkerState()).toEqual({ controlled: true, waiting: true });

      await page.evaluate(() => {
        Object.assign(window, { beforeUpdate: true });
      });
      await home.updateButton.click();

      // The page reloads under the new worker, and the prompt is gone.
      await page.waitForFunction(() => !('beforeUpdate' in window));
      await home.expectShell();
      await expect(home.updatePrompt).toHaveCount(0);
      expect(await home.serviceWorkerState()).toEqual({ controlled: true, waiting: false });
    });
  });
});

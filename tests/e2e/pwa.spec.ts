import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

interface WebManifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  icons: ManifestIcon[];
  name_localized?: Record<string, string>;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe('installable PWA', () => {
  test('the manifest is served with uk and en names and 192, 512 and maskable icons', async ({
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as WebManifest;

    expect(manifest).toMatchObject({
      lang: 'uk',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      short_name: 'Відкриті закупівлі',
    });
    expect(manifest.name_localized?.en).toMatch(/Open Procurement/);

    const icon = (size: string, purpose: string) =>
      manifest.icons.find(
        (i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose),
      );
    const expected = [
      { size: '192x192', purpose: 'any', px: 192 },
      { size: '512x512', purpose: 'any', px: 512 },
      { size: '512x512', purpose: 'maskable', px: 512 },
    ];
    for (const { size, purpose, px } of expected) {
      const entry = icon(size, purpose);
      expect(entry, `${size} ${purpose} icon`).toBeDefined();
      const image = await request.get(entry?.src ?? '');
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toEqual({ width: px, height: px });
    }
  });

  test('sw.js is served with no-cache and precaches every built chunk', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toMatch(/no-cache|no-store|max-age=0/);
    const sw = await response.text();
    expect(sw).toContain('index.html');

    // `npm start` serves the build in dist/ of this checkout.
    const assets = join(process.cwd(), 'dist', 'assets');
    test.skip(!existsSync(assets), 'no dist/assets next to the tests');
    const chunks = readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
    expect(chunks.length).toBeGreaterThan(1);
    const missing = chunks.filter((file) => !sw.includes(`assets/${file}`));
    expect(missing, 'chunks left out of the precache').toEqual([]);
  });

  test('Chromium finds the app installable', async ({ home, page }) => {
    await home.goto();
    await home.waitForServiceWorkerControl();
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string; critical: number }[];
    };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito, where Chromium never offers to install.
    const errors = installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
    expect(errors).toEqual([]);
  });
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a refused registration is said plainly, and the page works', async ({ home, page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await home.goto();
    await expect(home.heading).toBeVisible();
    await expect
      .poll(() => warnings.filter((text) => text.includes('Service worker registration')))
      .toEqual(['Service worker registration was refused: pages will not open offline']);
    expect(warnings.join('\n')).not.toContain('TypeError');
  });
});

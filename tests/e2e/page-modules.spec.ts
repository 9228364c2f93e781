import { pageModulesIn } from '../../server/static/module-preloads';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydrated';

/**
 * A page rendered on the server names every script it starts with, so that a slow phone fetches
 * them at once instead of one after another: none it runs before it has hydrated is missing
 * from its HTML (its own script tags and the list the server wrote, src/app/route-sources.ts).
 */
const PAGES = ['/', '/search/tender', '/tender/UA-2024-04-26-006781-a', '/news'];

/** Records when the page has hydrated (`html[data-hydrated]`), in the page's time. */
const HYDRATED_AT = `new MutationObserver((_, observer) => {
  if (!document.documentElement.hasAttribute('data-hydrated')) return;
  window.hydratedAt = performance.now();
  observer.disconnect();
}).observe(document, { attributes: true, subtree: true });`;

// A first visit, before the service worker takes the page over (and the page's later code loads).
test.use({ serviceWorkers: 'block' });

for (const address of PAGES) {
  test(`${address} names every script it runs before it has hydrated`, async ({ page }) => {
    await page.addInitScript(HYDRATED_AT);
    const html = await (await page.goto(address, { waitUntil: 'commit' }))?.text();
    await waitForHydration(page);
    // Until it has hydrated, or asked the API for something (a search's filters ask for their
    // dictionaries as they mount, and the answer's check loads its code): what follows is not
    // what the page starts with.
    const loaded = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const firstAsk = entries.find((entry) => entry.initiatorType === 'fetch')?.startTime;
      const until = Math.min(
        (globalThis as { hydratedAt?: number }).hydratedAt ?? 0,
        firstAsk ?? Infinity,
      );
      return entries
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= until)
        .map((entry) => new URL(entry.name).pathname);
    });

    const named = new Set(
      [
        ...(html ?? '').matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g),
      ].map((match) => match[1]),
    );
    const listed = pageModulesIn(html ?? '');
    expect(listed, 'the page lists the scripts it starts with').toBeDefined();
    const preloaded = listed ?? [];
    expect(preloaded.length).toBeGreaterThan(2);
    for (const script of preloaded) named.add(script);

    expect(loaded.length).toBeGreaterThan(3);
    expect(loaded.filter((script) => !named.has(script))).toEqual([]);
    // Each is fetched once, not again when the app imports it.
    expect(new Set(loaded).size).toBe(loaded.length);
  });
}

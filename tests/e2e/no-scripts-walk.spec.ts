import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A reader without scripts reaches everything a tender's pages show with scripts: every
 * document, item, bid and award, through the page's own links («Показати всі», a bid's tabs,
 * the tender's tabs), never the whole tender to print, which holds it all on one page.
 */

/** Three rich shipped tenders: the large one, the one with most documents, and 32 items. */
const TENDERS = ['UA-2024-04-26-006781-a', 'UA-2024-02-05-014363-a', 'UA-2026-01-19-013723-a'];

/** What a page shows: document links (by address, else name), item rows and disclosures by id. */
interface Shown {
  documents: string[];
  items: string[];
  disclosures: string[];
}

type Reached = Record<keyof Shown, Set<string>>;

const nothingYet = (): Reached => ({
  documents: new Set(),
  items: new Set(),
  disclosures: new Set(),
});

function take(reached: Reached, shown: Record<keyof Shown, Iterable<string>>): void {
  for (const kind of Object.keys(reached) as (keyof Shown)[]) {
    for (const key of shown[kind]) reached[kind].add(key);
  }
}

/**
 * What the page's main part holds; with `visibleOnly`, what a reader sees of it (or finds under
 * a <details> summary, which opens without scripts). Disclosures named by React's ids are left
 * out: those ids depend on where the component sits, so two pages may name one differently.
 */
const shownOn = (page: Page, visibleOnly: boolean): Promise<Shown> =>
  page.locator('main').evaluate((main, visibleOnly) => {
    const seen = (element: Element | null) =>
      element !== null &&
      (!visibleOnly ||
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ||
        element.closest('details') !== null);
    const all = (selector: string) => [...main.querySelectorAll(selector)];
    return {
      documents: all('.document-link')
        .filter(seen)
        .map(
          (link) =>
            link.querySelector('a[href]')?.getAttribute('href') ??
            link.textContent.replace(/\s+/g, ' ').trim(),
        ),
      items: all('.items-table__row')
        .filter(seen)
        .map((row) => row.id),
      disclosures: all('.accordion')
        .filter((disclosure) => seen(disclosure.querySelector('.accordion__header')))
        .map((disclosure) => disclosure.id)
        .filter((id) => !id.startsWith('_R_')),
    };
  }, visibleOnly);

/** The tender's own pages a page links to (its tabs, official documents), but not the print. */
const tenderPagesLinked = (page: Page, tenderID: string): Promise<string[]> =>
  page
    .locator(`main a[href^="/tender/${tenderID}/"]`)
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
    .then((paths) => [...new Set(paths)].filter((path) => !path.endsWith('/print')));

/** With scripts: every disclosure opened and every list shown whole, as far as they go. */
async function openEverything(page: Page): Promise<void> {
  const closed = page
    .locator('main .accordion__button[aria-expanded="false"]:visible')
    .or(page.locator('main button:visible', { hasText: /^Показати всі \(\d+\)$/ }));
  while ((await closed.count()) > 0) await closed.first().click();
}

/** With scripts: everything opened, every tab of every tab list chosen in turn. */
async function shownWithScripts(page: Page, path: string): Promise<Reached> {
  await page.goto(path);
  const reached = nothingYet();
  await openEverything(page);
  const perPage = page.locator('main .items-table .table-footer__select');
  if ((await perPage.count()) > 0) await perPage.selectOption({ label: 'Усі' });
  take(reached, await shownOn(page, false));
  const tabIds = await page
    .locator('main [role="tab"][aria-selected="false"]:visible')
    .evaluateAll((tabs) => tabs.map((tab) => tab.id));
  for (const id of tabIds) {
    const tab = page.locator(`[id="${id}"]`);
    // A tab list inside another tab's panel leaves with it.
    if ((await tab.count()) === 0) continue;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await openEverything(page);
    take(reached, await shownOn(page, false));
  }
  return reached;
}

/**
 * The query parameters a link adds to the page it is on: what following it changes, and in
 * which opened accordions (a closed bid's «show all» is its own).
 */
function change(from: URL, to: URL): string {
  const added = [...to.searchParams].filter(
    ([name, value]) => name === 'open' || from.searchParams.get(name) !== value,
  );
  return `${to.pathname}?${added
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&')}`;
}

/** Without scripts: every link of the tender's pages to its own pages followed, each change once. */
async function reachedWithoutScripts(page: Page, tenderID: string): Promise<Reached> {
  const reached = nothingYet();
  const queue: string[] = [`/tender/${tenderID}`];
  const followed = new Set<string>([`/tender/${tenderID}?`]);
  let pages = 0;
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    pages += 1;
    expect(pages, 'pages followed').toBeLessThan(200);
    take(reached, await shownOn(page, true));
    const here = new URL(page.url());
    const links = await page
      .locator('main a[href]:visible')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    for (const href of links) {
      const target = new URL(href);
      if (target.origin !== here.origin || !target.pathname.startsWith(`/tender/${tenderID}`)) {
        continue;
      }
      if (target.pathname.endsWith('/print') || target.searchParams.has('lang')) continue;
      const key = change(here, target);
      if (followed.has(key)) continue;
      followed.add(key);
      target.hash = '';
      queue.push(`${target.pathname}${target.search}`);
    }
  }
  return reached;
}

const missing = (expected: readonly string[], reached: ReadonlySet<string>): string[] =>
  expected.filter((key) => !reached.has(key));

// A minute or more each, and independent: on both workers.
test.describe.configure({ mode: 'parallel' });

for (const tenderID of TENDERS) {
  test(`without scripts, ${tenderID}'s links reach every document, item, bid and award its pages show with scripts`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Some 50 pages each way on the large tender: a minute alone, up to four under CI's load.
    test.setTimeout(300_000);
    await page.goto(`/tender/${tenderID}`);
    const paths = [`/tender/${tenderID}`, ...(await tenderPagesLinked(page, tenderID))];
    const expected = nothingYet();
    for (const path of paths) take(expected, await shownWithScripts(page, path));
    // The tender's pages show what its record holds: not a walk over empty pages.
    expect(expected.documents.size).toBeGreaterThan(10);
    expect(expected.items.size).toBeGreaterThan(0);

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const withoutScripts = await context.newPage();
      const reached = await reachedWithoutScripts(withoutScripts, tenderID);
      expect(missing([...expected.documents], reached.documents), 'documents').toEqual([]);
      expect(missing([...expected.items], reached.items), 'items').toEqual([]);
      expect(missing([...expected.disclosures], reached.disclosures), 'bids, awards').toEqual([]);
    } finally {
      await context.close();
    }
  });
}

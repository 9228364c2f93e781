import type { Page } from '@playwright/test';
import { shippedTenderData } from '../support/shipped-cdb';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { shown } from './shipped-tenders';

/**
 * Links inside a tender's pages that point at a part of a tender page (`#award-…`, `#<bid id>`,
 * `#qualification-…`, `#item-…`, `#lot-…`, `#complaint-…`) must land on it: the element exists,
 * is shown, and its top is in the upper half of the screen, on a phone and on a desktop.
 */

const TAB_PATHS = ['', '/questions', '/complaints', '/monitorings', '/contracts', '/lots'];

/** Real tenders: with lots and disqualified bidders, with complaints on awards, with
 * qualifications. */
const TENDERS = ['UA-2024-04-26-006781-a', 'UA-2024-01-10-005750-a', 'UA-2024-02-28-009286-a'];

const SCREENS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
];

/** A key asks for the whole tab: every section renders (pressed again until the tab listens). */
async function revealWholeTab(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
}

/** Opens a tab with everything rendered (a key asks for the whole tab) and every accordion open. */
async function openWholeTab(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await revealWholeTab(page);
  await page.evaluate(() => {
    for (let round = 0; round < 3; round += 1) {
      document
        .querySelectorAll<HTMLButtonElement>('main .accordion__button[aria-expanded="false"]')
        .forEach((button) => {
          button.click();
        });
    }
  });
  // A part mounted in the browser keeps the links of a page without scripts until it switches
  // (useHydrated); they point at its own ids (React's in the browser, `_r_…`), which a page loaded
  // anew lacks.
  await expect(page.locator('main a[href*="#_r_"]')).toHaveCount(0);
}

/** The addresses of the links on the page that point into a part of this tender's pages. */
const inPageLinks = (page: Page, tenderID: string): Promise<string[]> =>
  page.evaluate(
    (prefix) => {
      const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
        .map((link) => new URL(link.href))
        .filter(
          (url) =>
            url.origin === window.location.origin &&
            (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) &&
            url.hash.length > 1,
        )
        .map((url) => `${url.pathname}${url.hash}`);
      return [...new Set(hrefs)];
    },
    `/tender/${encodeURIComponent(tenderID)}`,
  );

/** Where the hash's element stands once the page has settled: '' when it is where it should be. */
async function landingProblem(page: Page, href: string): Promise<string> {
  const id = decodeURIComponent(href.slice(href.indexOf('#') + 1));
  const target = page.locator(`[id="${id}"]`);
  try {
    await expect(target).toBeVisible({ timeout: 8_000 });
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  } catch {
    return `${href}: the target is missing or hidden`;
  }
  const measure = () =>
    target.evaluate((element) => ({
      top: Math.round(element.getBoundingClientRect().top),
      height: window.innerHeight,
      shown: element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    }));
  // A smooth scroll takes its time; then whatever still renders above the target (late
  // sections, opening accordions) must not push it away.
  await expect
    .poll(async () => {
      const { top, height } = await measure();
      return top >= -2 && top <= height / 2;
    })
    .toBe(true)
    .catch(() => undefined);
  await page.waitForTimeout(500);
  const where = await measure();
  if (!where.shown) return `${href}: the target is hidden`;
  if (where.top < -2 || where.top > where.height / 2) {
    return `${href}: the target's top is at ${String(where.top)} of ${String(where.height)}`;
  }
  return '';
}

const linksOf = async (page: Page, tenderID: string): Promise<string[]> => {
  const links = new Set<string>();
  for (const tab of TAB_PATHS) {
    await openWholeTab(page, `/tender/${tenderID}${tab}`);
    for (const href of await inPageLinks(page, tenderID)) links.add(href);
  }
  return [...links].sort();
};

/** A link's page and the kind of part it points at (`award`, `lot`…; a bid's anchor is its id). */
const kindOf = (href: string): string => {
  const [pathname = '', hash = ''] = href.split('#');
  const named = /^([a-z]+)-/.exec(hash);
  return `${pathname}#${named?.[1] ?? 'bid'}`;
};

/** The first and the last link of each kind on each page: they land the same way as the rest. */
const sampled = (links: string[]): string[] => {
  const byKind = new Map<string, string[]>();
  for (const href of links) {
    const kind = kindOf(href);
    byKind.set(kind, [...(byKind.get(kind) ?? []), href]);
  }
  return [...byKind.values()].flatMap((group) => [
    ...new Set([group[0] ?? '', group.at(-1) ?? '']),
  ]);
};

// The links are gathered once per tender (they do not depend on the width); the first and the
// last of each kind are then opened on a phone and on a desktop.
for (const tenderID of TENDERS) {
  test(`the in-page links of ${tenderID}, first and last of each kind, land with their target near the top, at 360 and 1280 px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const links = sampled(await linksOf(page, tenderID));
    expect(links.length, 'links into the tender’s parts').toBeGreaterThan(0);
    const problems: string[] = [];
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const href of links) {
        await page.goto('about:blank');
        await page.goto(href);
        const problem = await landingProblem(page, href);
        if (problem) problems.push(`${String(screen.width)} px ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

for (const screen of SCREENS) {
  test(`a clicked link to an award scrolls it to the top at ${String(screen.width)} px`, async ({
    page,
  }) => {
    // Two whole tabs of the large tender, each followed to its award: 24–31 s under CI's load.
    test.setTimeout(60_000);
    const tenderID = 'UA-2024-04-26-006781-a';
    await page.setViewportSize(screen);
    for (const tab of ['/lots', '/contracts']) {
      await openWholeTab(page, `/tender/${tenderID}${tab}`);
      const link = page.locator('main a[href*="#award-"]').first();
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await expect(page).toHaveURL(href);
      expect(await landingProblem(page, href), tab).toBe('');
    }
  });
}

interface CdbDocument {
  title?: string;
}
interface CdbLotTender {
  lots: { id: string; title: string }[];
  awards: { id: string; lotID: string; status: string; documents?: CdbDocument[] }[];
}

test.describe('disclosure protocol of a tender with lots', () => {
  const tenderID = 'UA-2024-04-26-006781-a';
  const cdb = shippedTenderData<CdbLotTender>(tenderID);

  for (const screen of SCREENS) {
    test(`shows each lot's awards with their decisions and documents at ${String(screen.width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await page.goto(`/tender/${tenderID}`);
      await revealWholeTab(page);
      const protocol = page.locator('#tender-awards');
      // A key asks for the far sections: pressed again until the page listens for it.
      await expect(async () => {
        await page.keyboard.press('Shift');
        await expect(protocol.locator('.protocol-lot')).toHaveCount(cdb.lots.length, {
          timeout: 2_000,
        });
      }).toPass();
      for (const [index, lot] of cdb.lots.entries()) {
        const part = protocol.locator('.protocol-lot').nth(index);
        await expect(part.getByRole('heading', { level: 3 })).toHaveText(
          `Лот ${String(index + 1)}: ${shown(lot.title)}`,
        );
        const awards = cdb.awards.filter((award) => award.lotID === lot.id);
        for (const award of awards) {
          const accordion = part.locator(
            `:is(.accordion[id="award-${award.id}"], .accordion:has([id="award-${award.id}"]))`,
          );
          await expect(accordion).toHaveCount(1);
          const toggle = accordion.locator('.accordion__button');
          if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
          // The decision's own documents: the protocols (special files show their labels).
          const titles = (award.documents ?? [])
            .map((document) => document.title ?? '')
            .filter((title) => /\.(pdf|docx?)$/i.test(title));
          expect(titles.length).toBeGreaterThan(0);
          for (const title of titles) await expect(accordion.getByText(title)).toBeVisible();
        }
      }
      await expect(protocol.getByText('Протокол №т-91 від 07.05.2024.pdf')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydrated';

/**
 * The server's page shows long before the app's code has run on a slow phone. What a reader taps
 * meanwhile must not be lost, and nothing on the page may look live and do nothing.
 */

/** A real shipped tender with a red flag (its cheapest bid disqualified). */
const FLAGGED = 'UA-2024-01-10-005750-a';
/** Rich real tenders: lots, bids with documents, awards, qualifications, complaints. */
const RICH = ['UA-2024-04-26-006781-a', 'UA-2024-01-10-005750-a', 'UA-2024-02-28-009286-a'];

/** Holds the app's code back until the returned function is called: the page is the server's. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/shell-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const isHydrated = async (page: Page): Promise<boolean> =>
  (await page.locator('html[data-hydrated]').count()) > 0;

test('taps made before the app hydrates take effect once it has', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto(`/tender/${FLAGGED}`, { waitUntil: 'commit' });
  const block = page.locator('.tender-flags');
  const flag = block.getByRole('button', { name: /Відхилено найдешевшу пропозицію/ });
  // The save toggle's place holds a control from the first paint, not an empty band.
  const save = page.getByRole('button', { name: 'Зберегти офлайн', exact: true });
  await expect(flag).toBeVisible();
  await expect(save).toBeVisible();

  await flag.click();
  await save.click();
  expect(await isHydrated(page)).toBe(false);
  // Each shows it was pressed meanwhile.
  await expect(flag).toHaveAttribute('data-held', '');
  await expect(save).toHaveAttribute('data-held', '');
  await expect(flag).toHaveAttribute('aria-expanded', 'false');

  release();
  await waitForHydration(page);
  await expect(flag).toHaveAttribute('aria-expanded', 'true');
  await expect(block).toContainText('Пропозицію з найнижчою ціною відхилили');
  const toggle = page.getByRole('button', { name: /^(Зберегти|Збережено) офлайн$/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle.locator('xpath=..').getByRole('status')).toHaveText(
    /збережено для читання без інтернету/i,
  );
  await expect(page.locator('main [data-held]')).toHaveCount(0);
});

test('an award tapped before the app hydrates opens once it has; a bid, by its link, at once', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto(`/tender/${RICH[0]}`, { waitUntil: 'commit' });
  const award = page.locator('#tender-awards .accordion__button').first();
  await expect(award).toHaveAttribute('aria-expanded', 'false');
  await award.click();
  await expect(award).toHaveAttribute('data-held', '');
  expect(await isHydrated(page)).toBe(false);
  release();
  await waitForHydration(page);
  // The section hydrates apart from the page, after it: the press waits for it.
  await expect(award).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('main [data-held]')).toHaveCount(0);

  // A closed bid's body is not in the server's page: its header links to the page that has it.
  const holdAgain = await holdAppCode(page);
  await page.goto(`/tender/${RICH[0]}`, { waitUntil: 'commit' });
  const bid = page.locator('#tender-bids .accordion').first();
  await bid.locator('a.accordion__button').click();
  await expect(page).toHaveURL(/[?&]open=[0-9a-f]{32}#[0-9a-f]{32}$/);
  await expect(page.locator('#tender-bids .accordion--open .document-link').first()).toBeVisible();
  expect(await isHydrated(page)).toBe(false);
  holdAgain();
  await waitForHydration(page);
  await expect(page.locator('#tender-bids .accordion--open .accordion__button')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('the page counts as hydrated only once every section that hydrates apart has', async ({
  page,
}) => {
  // A slow phone: the sections hydrate well after the page around them.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`/tender/${RICH[0]}`, { waitUntil: 'commit' });
  await waitForHydration(page);
  const notHydrated = await page.evaluate(() =>
    [...document.querySelectorAll('main .tender-section, main .accordion')]
      .filter((part) => !Object.keys(part).some((key) => key.startsWith('__reactFiber')))
      .map((part) => part.id),
  );
  expect(notHydrated).toEqual([]);
});

/**
 * The controls of the server's page that would do nothing when used before the app's code runs:
 * a control works if it is a link, a button (its tap is held for the app), a form's own field, a
 * `<summary>`, or is visibly inactive.
 */
const deadControls = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], a[role], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="link"]',
    );
    const works = (control: HTMLElement): boolean =>
      (control instanceof HTMLAnchorElement && control.hasAttribute('href')) ||
      control instanceof HTMLButtonElement ||
      ((control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement) &&
        control.form !== null) ||
      control.tagName === 'SUMMARY' ||
      control.matches(':disabled') ||
      control.getAttribute('aria-disabled') === 'true';
    return [...controls]
      .filter((control) => control.checkVisibility() && !works(control))
      .map((control) => control.outerHTML.slice(0, 160));
  });

for (const id of RICH) {
  test(`every control of ${id}'s server page works before the app hydrates`, async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto(`/tender/${id}`, { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('domcontentloaded');
    expect(await isHydrated(page)).toBe(false);
    expect(await deadControls(page)).toEqual([]);
    release();
  });
}

for (const path of ['/', '/search/tender?status[0]=complete']) {
  test(`every control of ${path} works before the app hydrates`, async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toBeAttached();
    await page.waitForLoadState('domcontentloaded');
    expect(await isHydrated(page)).toBe(false);
    expect(await deadControls(page)).toEqual([]);
    release();
  });
}

import { HOSTILE_TENDERS, LONG_WORD } from '../fixtures/hostile-tenders';
import { expect, test } from './fixtures';
import { RouteCheckPage } from './pages/RouteCheckPage';

const RLO = '\u202e';

test.describe('hostile upstream text', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a right-to-left override in a title shows the characters in their own order', async ({
    page,
  }) => {
    const { tenderID, shownTitle } = HOSTILE_TENDERS.rtlOverride;
    const screen = new RouteCheckPage(page);
    await screen.open(`/tender/${tenderID}`);

    await expect(screen.heading).toHaveText(shownTitle);
    expect(await page.title()).not.toContain(RLO);
    expect(await page.title()).toContain('fdp.exe');
    expect(await screen.main.textContent()).not.toContain(RLO);
  });

  test('100 KB words wrap on the tender page and in search results at 360 px', async ({ page }) => {
    // Two pages that each lay out a 100 KB word: about 30 s under CI's load.
    test.setTimeout(60_000);
    const { tenderID } = HOSTILE_TENDERS.longWord;
    const screen = new RouteCheckPage(page);

    await screen.open(`/tender/${tenderID}`);
    await expect(screen.heading).toContainText(LONG_WORD.slice(0, 100));
    expect(await screen.horizontalOverflow()).toBeUndefined();

    await screen.open(`/search/tender?text=${tenderID}`);
    await expect(screen.main.getByRole('link', { name: /^Ремонт Ш+/ })).toBeVisible();
    expect(await screen.horizontalOverflow()).toBeUndefined();
  });
});

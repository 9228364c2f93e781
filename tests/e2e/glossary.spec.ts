import { isAuditScreen } from './axe';
import { expect, test } from './fixtures';
import { RouteCheckPage } from './pages/RouteCheckPage';

/** A real shipped tender: complete, an open procedure under martial law ("aboveThreshold"). */
const TENDER = '/tender/UA-2024-04-26-006781-a';
/** A real shipped plan whose tender is announced (status `complete`). */
const PLAN = '/plan/UA-P-2023-11-06-000791-b';

test.describe('a status badge and a procedure label open their glossary entries', () => {
  test('with scripts: the popup explains, its link opens the whole entry', async ({ page }) => {
    test.setTimeout(60_000);
    const screen = new RouteCheckPage(page);
    await screen.open(`${TENDER}?lang=en`);
    const head = page.locator('.tender-head');

    const status = head.getByRole('link', { name: 'Complete' });
    await status.click();
    const statusPopup = head.locator('.info-popup__panel').first();
    await expect(statusPopup).toBeVisible();
    await expect(statusPopup).toContainText(
      'What is happening: The tender is over: the contract (or contracts) is signed.',
    );
    await statusPopup.getByRole('link', { name: 'Read the whole entry in the glossary' }).click();
    await expect(page).toHaveURL(/\/glossary\?lang=en#tender-complete$/);
    const entry = page.locator('#tender-complete');
    await expect(entry.getByRole('heading', { level: 3 })).toHaveText('Complete');
    await expect(entry).toBeInViewport();

    await screen.open(`${TENDER}?lang=uk`);
    const procedure = page
      .locator('.tender-head')
      .getByRole('link', { name: 'Відкриті торги з особливостями' });
    await procedure.click();
    const procedurePopup = page.locator(
      '.tender-head .glossary-term[data-glossary="procedure"] .info-popup__panel',
    );
    await expect(procedurePopup).toContainText(
      'Пороги вартості: Товари й послуги — понад 100 000 грн',
    );
    await expect(procedurePopup).toContainText('Щонайменше 7 днів на подання пропозицій');
    await page.keyboard.press('Escape');
    await expect(procedurePopup).toBeHidden();
    await procedure.click();
    await procedurePopup.getByRole('link', { name: 'Читати повністю в глосарії' }).click();
    await expect(page).toHaveURL(/\/glossary#procedure-aboveThreshold$/);
    await expect(page.locator('#procedure-aboveThreshold h3')).toHaveText(
      'Відкриті торги з особливостями',
    );
    await expect(page.locator('#procedure-aboveThreshold')).toBeInViewport();
  });

  test('a contract’s status badge on the contracts tab opens its entry', async ({ page }) => {
    const screen = new RouteCheckPage(page);
    await screen.open(`${TENDER}/contracts?lang=en`);
    const term = page.locator('.tender__tab .glossary-term[data-glossary="contract"]').first();
    await term.getByRole('link', { name: 'Concluded' }).click();
    const popup = term.locator('.info-popup__panel');
    await expect(popup).toContainText(
      'What is happening: The contract is signed by the parties and in force.',
    );
    await popup.getByRole('link', { name: 'Read the whole entry in the glossary' }).click();
    await expect(page).toHaveURL(/\/glossary\?lang=en#contract-active$/);
    await expect(page.locator('#contract-active h3')).toHaveText('Concluded');
    await expect(page.locator('#contract-active')).toBeInViewport();
  });

  test('a plan’s status badge opens its entry', async ({ page }) => {
    const screen = new RouteCheckPage(page);
    await screen.open(`${PLAN}?lang=en`);
    const term = page.locator('.entity-head .glossary-term[data-glossary="plan"]');
    await term.getByRole('link', { name: 'Procurement announced' }).click();
    const popup = term.locator('.info-popup__panel');
    await expect(popup).toContainText(
      'What is happening: A tender was created from the plan and linked to it',
    );
    await popup.getByRole('link', { name: 'Read the whole entry in the glossary' }).click();
    await expect(page).toHaveURL(/\/glossary\?lang=en#plan-complete$/);
    await expect(page.locator('#plan-complete h3')).toHaveText('Procurement announced');
    await expect(page.locator('#plan-complete')).toBeInViewport();
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('a plan’s status badge links to its entry', async ({ page }) => {
      await page.goto(PLAN);
      const badge = page.locator('.entity-head .glossary-term[data-glossary="plan"] a');
      await expect(badge).toHaveAttribute('href', '/glossary#plan-complete');
      await badge.getByText('Оголошено закупівлю').click();
      await expect(page).toHaveURL(/\/glossary#plan-complete$/);
      await expect(page.locator('#plan-complete')).toBeInViewport();
      await expect(page.locator('#plan-complete h3')).toHaveText('Оголошено закупівлю');
    });

    test('a plan card’s and a framework page’s status badges link to their entries', async ({
      page,
    }) => {
      await page.goto('/search/plan?text=UA-P-2023-11-06-000791-b');
      const card = page.locator('.result-card').first();
      await expect(card.getByRole('link', { name: 'Оголошено закупівлю' })).toHaveAttribute(
        'href',
        '/glossary#plan-complete',
      );
      await page.goto('/framework/UA-F-2027-01-01-000004?lang=en');
      await page.locator('.entity-head').getByRole('link', { name: 'Active' }).click();
      await expect(page).toHaveURL(/\/glossary\?lang=en#framework-active$/);
      await expect(page.locator('#framework-active')).toBeInViewport();
      await expect(page.locator('#framework-active h3')).toHaveText('Active');
    });

    test('the badge and the label are links to the entries', async ({ page }) => {
      await page.goto(TENDER);
      const head = page.locator('.tender-head');
      await head.getByRole('link', { name: 'Завершений' }).click();
      await expect(page).toHaveURL(/\/glossary#tender-complete$/);
      await expect(page.locator('#tender-complete')).toBeInViewport();
      await expect(page.locator('#tender-complete')).toContainText('Що відбувається');

      await page.goto(`${TENDER}?lang=en`);
      await page
        .locator('.tender-head')
        .getByRole('link', { name: 'Open Procedure (martial law)' })
        .click();
      await expect(page).toHaveURL(/\/glossary\?lang=en#procedure-aboveThreshold$/);
      await expect(page.locator('#procedure-aboveThreshold')).toBeInViewport();
      await expect(page.locator('#procedure-aboveThreshold')).toContainText('Minimum periods');
    });

    test('a disqualified award’s status badge in the details links to its entry', async ({
      page,
    }) => {
      await page.goto(TENDER);
      const badge = page.locator('.tender__tab .glossary-term[data-glossary="award"] a').first();
      await expect(badge).toHaveAttribute('href', '/glossary#award-unsuccessful');
      await badge.click();
      await expect(page).toHaveURL(/\/glossary#award-unsuccessful$/);
      await expect(page.locator('#award-unsuccessful')).toBeInViewport();
      await expect(page.locator('#award-unsuccessful h3')).toHaveText('Дискваліфіковано');
    });

    test('a search card’s status and procedure type link to their entries', async ({ page }) => {
      await page.goto('/search/tender?text=UA-2024-04-26-006781-a');
      const card = page.locator('.result-card').first();
      await expect(card.getByRole('link', { name: 'Завершений' })).toHaveAttribute(
        'href',
        '/glossary#tender-complete',
      );
      await card.getByRole('link', { name: 'Відкриті торги з особливостями' }).click();
      await expect(page).toHaveURL(/\/glossary#procedure-aboveThreshold$/);
      await expect(page.locator('#procedure-aboveThreshold')).toBeInViewport();
    });
  });
});

for (const lang of ['uk', 'en'] as const) {
  for (const width of [360, 1280]) {
    // Axe on the screens of AUDIT_SCREENS; the groups, links and width on all four.
    const audited = isAuditScreen(lang, width);
    test(`/glossary in ${lang} at ${String(width)} px: groups that open one at a time, links that open them, ${audited ? 'axe, ' : ''}no overflow`, async ({
      page,
    }) => {
      // Two axe runs over 112 entries: more than the default 30 s on a loaded machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      const screen = new RouteCheckPage(page);
      const axeViolations = async () => (audited ? screen.axeViolations() : []);
      await screen.open(lang === 'en' ? '/glossary?lang=en' : '/glossary');
      await expect(page.locator('.glossary-entry')).toHaveCount(112);
      expect(await axeViolations()).toEqual([]);
      expect(await screen.horizontalOverflow()).toBeUndefined();

      // Grouped: the 17 groups closed under their headings, the page a few screens long.
      const groups = page.locator('details.glossary-group');
      await expect(groups).toHaveCount(17);
      await expect(page.locator('details.glossary-group[open]')).toHaveCount(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(width === 360 ? 4000 : 2500);
      // A group opens from its heading, one at a time; an axe run on it open too.
      const procedures = groups.nth(0);
      const statuses = groups.nth(1);
      await procedures.locator('summary').click();
      await expect(procedures).toHaveAttribute('open', '');
      await expect(procedures.locator('.glossary-entry').first()).toBeVisible();
      await statuses.locator('summary').click();
      await expect(statuses).toHaveAttribute('open', '');
      await expect(procedures).not.toHaveAttribute('open', '');
      expect(await axeViolations()).toEqual([]);
      // A link to a group or to a term lands on it, its group opened.
      await page.goto(`/glossary${lang === 'en' ? '?lang=en' : ''}#glossary-complaint`);
      await expect(page.locator('details.glossary-group[open]')).toHaveCount(1);
      await expect(page.locator('#glossary-complaint .glossary-entry').first()).toBeInViewport();
      await page.goto(`/glossary${lang === 'en' ? '?lang=en' : ''}#question-no_answer`);
      await expect(page.locator('#question-no_answer')).toBeInViewport();
      await expect(page.locator('details.glossary-group[open]')).toHaveCount(1);
    });
  }
}

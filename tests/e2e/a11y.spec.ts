import { AxeBuilder } from '@axe-core/playwright';
import { TENDER, expect, test } from './fixtures';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('home has no violations', async ({ home, page }) => {
    await home.goto();
    await expect(home.heading).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('the tender page has no violations', async ({ tender, page }) => {
    await tender.goto(TENDER.id);
    await expect(tender.title(TENDER.title)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

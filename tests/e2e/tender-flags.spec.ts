import type { Page, Response } from '@playwright/test';
import type { SearchResponse } from '../../contract/api';
import type { TenderHit } from '../../contract/search';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** A real shipped tender whose cheapest bid was disqualified on its only lot. */
const FLAGGED = 'UA-2024-01-10-005750-a';
/** A real shipped tender that no rule flags. */
const UNFLAGGED = 'UA-2024-02-28-009286-a';

const flagsBlock = (page: Page) => page.locator('.tender-flags');

const isTenderSearch = (response: Response) =>
  new URL(response.url()).pathname === '/api/search/tender' &&
  response.request().method() === 'POST';

test.describe('red flags', () => {
  test('a flagged tender shows the flag with its explanation, in both languages, linked to the award', async ({
    page,
  }) => {
    await page.goto(`/tender/${FLAGGED}`, { waitUntil: 'networkidle' });
    const block = flagsBlock(page);
    await expect(block.getByRole('heading', { name: 'Червоні прапорці' })).toBeVisible();
    await expect(block).toContainText('Знайдено 1 прапорець');
    await expect(block).toContainText('Це не звинувачення');
    const flag = block.getByRole('button', { name: /Відхилено найдешевшу пропозицію/ });
    await expect(flag).toHaveAttribute('aria-expanded', 'false');
    await flag.click();
    await expect(block).toContainText('Пропозицію з найнижчою ціною відхилили');
    await expect(block).toContainText('prozorro-risks');

    // The evidence opens the rejected award on the procurement-details tab.
    const rejected = block.getByRole('link', { name: /1\s473\s960/ });
    await expect(rejected).toHaveAttribute(
      'href',
      `/tender/${FLAGGED}#award-426215d2296d4ed7bd585b51623d355b`,
    );
    await rejected.click();
    await expect(page).toHaveURL(/#award-426215d2296d4ed7bd585b51623d355b$/);
    const award = page.locator('[id^="award-"]', {
      has: page.locator('[aria-expanded="true"]'),
    });
    await expect(award.first()).toBeVisible();

    await page.goto(`/tender/${FLAGGED}?lang=en`, { waitUntil: 'networkidle' });
    await expect(block.getByRole('heading', { name: 'Red flags' })).toBeVisible();
    await expect(block).toContainText('1 flag found');
    await block.getByRole('button', { name: /Cheapest bid disqualified/ }).click();
    await expect(block).toContainText('The bid with the lowest price was rejected');
    await expect(block).toContainText('It is not an accusation');
    await expect(block.getByRole('link', { name: /1\s489\s200/ })).toHaveAttribute(
      'href',
      `/tender/${FLAGGED}#award-8dae60ffd40e4eec9b8ac30b58eef608`,
    );
    await block.getByRole('link', { name: 'How red flags are found' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Red flags: the rules' }),
    ).toBeVisible();
    await expect(page.locator('#rule-cheapest-disqualified')).toContainText(
      'the award of the bid with the lowest price',
    );
  });

  test('a tender without flags says none were found by these rules', async ({ page }) => {
    await page.goto(`/tender/${UNFLAGGED}`);
    await expect(flagsBlock(page)).toContainText(
      'За цими правилами червоних прапорців не знайдено.',
    );
    await expect(flagsBlock(page).getByRole('button')).toHaveCount(0);
    await page.goto(`/tender/${UNFLAGGED}?lang=en`);
    await expect(flagsBlock(page)).toContainText('No red flags found by these rules.');
  });

  test('the search by a flag finds only flagged tenders, as the API does', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search/tender', { waitUntil: 'networkidle' });
    const panel = page.getByRole('complementary', { name: 'Фільтри' });
    await panel.locator('summary', { hasText: 'Червоні прапорці' }).click();
    const [response] = await Promise.all([
      page.waitForResponse(isTenderSearch),
      panel.getByRole('checkbox', { name: 'Одна пропозиція', exact: true }).check(),
    ]);
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).search))
      .toBe('?flags[0]=single-bid');
    const shown = (await response.json()) as SearchResponse<TenderHit>;
    const api = await request.post('/api/search/tender?flags[]=single-bid&per_page=1000');
    expect(api.status()).toBe(200);
    const expected = (await api.json()) as SearchResponse<TenderHit>;
    expect(expected.total).toBeGreaterThan(0);
    expect(shown.total).toBe(expected.total);
    expect(shown.data.map((hit) => hit.id)).toEqual(
      expected.data.slice(0, shown.data.length).map((hit) => hit.id),
    );
    for (const hit of expected.data) expect(hit.flags).toContain('single-bid');
    // Every card on the page carries the flag's badge.
    const cards = page.locator('.result-card');
    await expect(cards).toHaveCount(shown.data.length);
    await expect(cards.locator('.result-card__flag', { hasText: 'Одна пропозиція' })).toHaveCount(
      shown.data.length,
    );
    const unknown = await request.post('/api/search/tender?flags[]=no-such-flag');
    expect(unknown.status()).toBe(400);
  });

  for (const lang of ['uk', 'en'] as const) {
    test(`/flags counts each rule’s real tenders and links only searches that find some (${lang})`, async ({
      page,
      request,
    }) => {
      await page.goto(`/flags${lang === 'en' ? '?lang=en' : ''}`);
      const rules = page.locator('section.flags-page__rule');
      await expect(rules).toHaveCount(10);
      let linked = 0;
      let empty = 0;
      for (const rule of await rules.all()) {
        const code = ((await rule.getAttribute('id')) ?? '').replace(/^rule-/, '');
        const api = await request.get(`/api/search/tender?per_page=1&flags[]=${code}`);
        const { total } = (await api.json()) as SearchResponse<TenderHit>;
        const link = rule.locator('.flags-page__search a');
        if (total === 0) {
          empty += 1;
          await expect(link, code).toHaveCount(0);
          await expect(rule.locator('.flags-page__search'), code).toHaveText(
            lang === 'uk'
              ? 'Жодна закупівля в даних порталу не має цього прапорця.'
              : 'No tender in the portal’s data has this flag.',
          );
        } else {
          linked += 1;
          await expect(link, code).toHaveText(
            `${lang === 'uk' ? 'Закупівлі з цим прапорцем' : 'Tenders with this flag'}: ${String(total)}`,
          );
          await expect(link, code).toHaveAttribute('href', `/search/tender?flags[0]=${code}`);
        }
      }
      // The shipped data has both kinds, and the contents list counts each rule too.
      expect(linked).toBeGreaterThan(2);
      expect(empty).toBeGreaterThan(2);
      await expect(page.locator('.flags-page__contents .flags-page__count')).toHaveCount(10);
    });

    for (const width of [360, 1280]) {
      test(`axe finds nothing on /flags and a flagged tender with its flags open (${lang}, ${String(width)} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        const query = lang === 'en' ? '?lang=en' : '';
        await page.goto(`/flags${query}`, { waitUntil: 'networkidle' });
        expect(await axeViolations(page)).toEqual([]);
        expect(await overflow(page)).toBe(false);
        await page.goto(`/tender/UA-2024-04-26-006781-a${query}`, { waitUntil: 'networkidle' });
        const buttons = flagsBlock(page).locator('button[aria-expanded="false"]');
        await expect(buttons).toHaveCount(3);
        for (let n = 0; n < 3; n += 1) await buttons.first().click();
        await expect(flagsBlock(page).locator('button[aria-expanded="true"]')).toHaveCount(3);
        expect(await axeViolations(page, '.tender-head')).toEqual([]);
        expect(await overflow(page)).toBe(false);
      });
    }
  }
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

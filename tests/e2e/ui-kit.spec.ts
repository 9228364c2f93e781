import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { UI_KIT_IDS, UiKitPage } from './pages/UiKitPage';

for (const width of [360, 1280]) {
  test.describe(`UI kit at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('tabs: arrows, Home and End move the selection and the focus; the URL names the tab', async ({
      page,
    }) => {
      const kit = new UiKitPage(page);
      await kit.goto('tabs');
      const tablist = kit.tablist('Вкладки договору');
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveText(['Деталі', 'Сторони', 'Зміни', 'Оплати']);
      // Nothing preselected: the first tab is selected and the only one in the tab order.
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0');
      await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
      await expect(kit.main.getByRole('tabpanel').first()).toHaveText(
        'Номер договору, дата підписання і строк дії.',
      );

      await tabs.nth(0).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
      await expect(page).toHaveURL(/[?&]tab=parties/);
      await expect(kit.main.getByRole('tabpanel').first()).toHaveText('Замовник і постачальник.');

      await page.keyboard.press('End');
      await expect(tabs.nth(3)).toBeFocused();
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(3)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toBeFocused();
      await expect(page).toHaveURL(/[?&]tab=details/);

      // The URL selects the tab on load; the other set keeps its preselected second tab.
      await kit.goto('tabs', '?tab=changes');
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      const preselected = kit.tablist('Вкладки прикладу з попереднім вибором').getByRole('tab');
      await expect(preselected.nth(1)).toHaveAttribute('aria-selected', 'true');
    });

    test('accordion: opens from the hash, Enter and Space toggle, the hash follows', async ({
      page,
    }) => {
      const kit = new UiKitPage(page);
      await kit.goto('accordion', '#demo-bid-1');
      const first = kit.accordionButton('Пропозиція учасника 1');
      const second = kit.accordionButton('Пропозиція учасника 2');
      const third = kit.accordionButton('Пропозиція учасника 3 (відкрита одразу)');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await expect(third).toHaveAttribute('aria-expanded', 'true');
      const secondPanel = page.locator(`#${(await second.getAttribute('aria-controls')) ?? ''}`);
      await expect(secondPanel).toBeHidden();

      await second.focus();
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(secondPanel).toBeVisible();
      expect(await kit.hash()).toBe('#demo-bid-1,demo-bid-2');

      await first.focus();
      await page.keyboard.press('Space');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      expect(await kit.hash()).toBe('#demo-bid-2');

      await second.focus();
      await page.keyboard.press('Space');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await expect(secondPanel).toBeHidden();
      expect(await kit.hash()).toBe('');
    });

    test('pagination: Tab reaches the page links, Enter navigates, rel prev/next are set', async ({
      page,
    }) => {
      const kit = new UiKitPage(page);
      await kit.goto('pagination');
      const nav = kit.pagination('Сторінки результатів');
      await expect(nav.locator('a[rel="prev"]')).toHaveCount(0);
      await expect(nav.locator('a[rel="next"]')).toHaveAttribute('href', /[?&]page=2$/);

      // The last element of the kit's list comes just before this page's first pagination.
      await kit.itemList.getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      if (width < 640) {
        await expect(nav.getByText('Сторінка 1 із 20', { exact: true })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Сторінка 2', exact: true })).toBeHidden();
        const next = nav.getByRole('link', { name: 'Наступна сторінка' });
        await expect(next).toBeFocused();
        // As rendered: the space before the arrow is kept.
        expect(await next.evaluate((link) => (link as HTMLElement).innerText)).toBe('Наступна →');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/[?&]page=2$/);
        await expect(nav.getByText('Сторінка 2 із 20', { exact: true })).toBeVisible();
      } else {
        await expect(nav.getByText('Сторінка 1 із 20', { exact: true })).toBeHidden();
        await expect(nav.getByRole('link', { name: 'Сторінка 1', exact: true })).toBeFocused();
        await expect(nav.getByRole('link', { name: 'Сторінка 1', exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await page.keyboard.press('Tab');
        const two = nav.getByRole('link', { name: 'Сторінка 2', exact: true });
        await expect(two).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/[?&]page=2$/);
        await expect(two).toHaveAttribute('aria-current', 'page');
        await expect(nav.getByRole('link')).toHaveText([
          '← Попередня',
          ...['1', '2', '3', '4', '5', '6', '7', '20'],
          'Наступна →',
        ]);
      }
      await expect(nav.locator('a[rel="prev"]')).toHaveAttribute('href', /[?&]page=1$/);
      await expect(nav.locator('a[rel="next"]')).toHaveAttribute('href', /[?&]page=3$/);
    });

    test('axe finds no WCAG 2.2 AA violations on /ui-kit and every element page', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const kit = new UiKitPage(page);
      for (const id of [undefined, ...UI_KIT_IDS]) {
        await kit.goto(id);
        const violations = await axeViolations(page);
        expect(violations.map((v) => `${id ?? 'ui-kit'}: ${v}`)).toEqual([]);
      }
    });
  });
}

/** Data values the kit shows as they are in any language: file names, codes, URLs. */
const DATA_VALUES = /[\w.-]+\.(pdf|p7s|yaml)\b|UA-[\w-]+|https?:\/\/\S+/g;
const CYRILLIC = /[а-яіїєґ]/i;
const LATIN_WORD = /[a-z]{2,}/i;

test('switching language on /ui-kit changes every visible string', async ({ page }) => {
  test.setTimeout(120_000);
  const kit = new UiKitPage(page);
  const textIn = async (): Promise<Map<string, string>> => {
    const texts = new Map<string, string>();
    for (const id of ['', ...UI_KIT_IDS]) {
      await kit.goto(id || undefined);
      texts.set(id || 'ui-kit', (await kit.mainText()).replace(DATA_VALUES, ' '));
    }
    return texts;
  };

  await kit.goto();
  await kit.switchLanguage('uk');
  const ukrainian = await textIn();
  for (const [id, text] of ukrainian) {
    expect(text, `${id}: no English word in Ukrainian`).not.toMatch(LATIN_WORD);
    expect(text, id).toMatch(CYRILLIC);
  }

  await kit.switchLanguage('en');
  const english = await textIn();
  for (const [id, text] of english) {
    expect(text, `${id}: no Ukrainian word in English`).not.toMatch(CYRILLIC);
    expect(text, id).not.toBe(ukrainian.get(id));
  }
  await kit.switchLanguage('uk');
});

test('clamped text offers "more" only when the text is cut, and "collapse" when open', async ({
  page,
}) => {
  const kit = new UiKitPage(page);
  await kit.goto('clamp-text');
  const samples = kit.main.locator('.ui-kit__sample');
  await expect(samples.nth(0).getByRole('button')).toHaveCount(0);
  const more = samples.nth(1).getByRole('button', { name: 'більше' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const collapse = samples.nth(1).getByRole('button', { name: 'згорнути' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await collapse.click();
  await expect(more).toBeVisible();
});

test('the copy button copies and says so briefly', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const kit = new UiKitPage(page);
  await kit.goto('copy-button');
  await kit.main.getByRole('button', { name: 'Копіювати посилання на лот' }).click();
  const message = kit.main.getByRole('status').filter({ hasText: 'посилання на лот скопійовано' });
  await expect(message).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'https://prozorro.gov.ua/tender/UA-2024-02-28-009286-a/lots',
  );
  await expect(message).toHaveCount(0, { timeout: 4000 });
});

test('the info popup is a tooltip on desktop: focus and hover show it, leaving or Escape hides it, a press keeps it', async ({
  page,
}) => {
  const kit = new UiKitPage(page);
  await kit.goto('info-popup');
  const trigger = kit.main.getByRole('button', { name: 'Пояснення' });
  const text = 'Очікувана вартість — найбільша сума, яку замовник готовий заплатити.';
  await expect(trigger).toHaveAccessibleDescription(text);
  await trigger.focus();
  await expect(kit.main.getByRole('tooltip')).toHaveText(text);
  await page.keyboard.press('Escape');
  await expect(kit.main.getByRole('tooltip')).toBeHidden();
  await trigger.blur();
  await trigger.hover();
  await expect(kit.main.getByRole('tooltip')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(kit.main.getByRole('tooltip')).toBeHidden();
  // Pressed, it stays when the pointer leaves (the page scrolled under it), until Escape.
  await trigger.click();
  await page.mouse.move(0, 0);
  await expect(kit.main.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(kit.main.getByRole('tooltip')).toBeHidden();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the info popup is a dropdown: a tap toggles it, a tap outside closes it', async ({
    page,
  }) => {
    const kit = new UiKitPage(page);
    await kit.goto('info-popup');
    const trigger = kit.main.getByRole('button', { name: 'Що це?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.tap();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(kit.main.getByText('Очікувана вартість — найбільша сума').last()).toBeVisible();
    await kit.heading.tap();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.tap();
    await trigger.tap();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test('links: new tab for http(s) only, special document titles, no download when confidential', async ({
  page,
}) => {
  const kit = new UiKitPage(page);
  await kit.goto('external-link');
  const portal = kit.main.getByRole('link', { name: /Портал публічних закупівель/ });
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(portal).toHaveAccessibleName(
    'Портал публічних закупівель (відкриється в новій вкладці)',
  );
  await expect(kit.main.getByText('Посилання зі сценарієм')).toBeVisible();
  await expect(kit.main.getByRole('link', { name: /Посилання зі сценарієм/ })).toHaveCount(0);

  await kit.goto('document-link');
  await expect(kit.main.getByRole('link', { name: /^Електронний підпис/ }).first()).toBeVisible();
  await expect(
    kit.main.getByRole('link', { name: /^Квитанція 1 про відсутність заборгованості/ }),
  ).toBeVisible();
  await expect(
    kit.main.getByRole('link', { name: /^Квитанція 2 про відсутність заборгованості/ }),
  ).toBeVisible();
  await expect(kit.main.getByRole('link', { name: /^Звіт з ЄДР: зареєстровано/ })).toBeVisible();
  const disabled = kit.main.locator('a[aria-disabled="true"]', { hasText: 'napc.p7s' });
  await expect(disabled).toHaveAccessibleDescription('Функціонал тимчасово не працює');
  await expect(disabled).not.toHaveAttribute('href', /./);
  await expect(kit.main.locator('del').first()).toContainText('попередня версія');
  await expect(kit.main.getByRole('link', { name: /price-offer\.pdf/ })).toHaveCount(0);
  await expect(kit.main.getByText('Підстава: Містить комерційну таємницю учасника.')).toBeVisible();
});

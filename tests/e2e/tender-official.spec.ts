import { expect, test } from './fixtures';

/** Four bids, an auction, the winner in its period to appeal: every document has its data. */
const AWARDED = 'UA-2026-01-15-013560-a';
/** In qualification: bids disclosed, the award still pending, so no notice of intent yet. */
const PENDING = 'UA-2026-01-20-008581-a';

const TEXTS = {
  uk: {
    register: 'Реєстр отриманих тендерних пропозицій',
    opening: 'Протокол розкриття тендерних пропозицій',
    intent: 'Повідомлення про намір укласти договір',
  },
  en: {
    register: 'Register of received tender proposals',
    opening: 'Protocol of disclosure of tender proposals',
    intent: 'Notice of intent to conclude a contract',
  },
} as const;

const PATHS = { register: 'bid-register', opening: 'opening-protocol', intent: 'intent-notice' };

test.use({ viewport: { width: 360, height: 800 } });

test('the documents’ pages replace their greyed PDFs where the tender has their data, and fit a phone', async ({
  page,
}) => {
  for (const lang of ['uk', 'en'] as const) {
    const texts = TEXTS[lang];
    await page.goto(`/tender/${PENDING}?lang=${lang}`);
    // No winner yet: the notice stays greyed beside the disclosure protocol's link.
    const pending = page.locator('#tender-awards .protocol-links');
    await expect(pending.getByRole('link', { name: texts.opening })).toHaveAttribute(
      'href',
      `/tender/${PENDING}/${PATHS.opening}`,
    );
    await expect(pending.locator('[aria-disabled="true"]')).toHaveText(`${texts.intent} (.pdf)`);

    await page.goto(`/tender/${AWARDED}?lang=${lang}`);
    await expect(page.getByText('(.pdf)')).toHaveCount(0);
    const link = (key: keyof typeof PATHS) =>
      page.locator('.official-link', { hasText: texts[key] });
    for (const key of ['register', 'opening', 'intent'] as const) {
      await expect(link(key)).toHaveAttribute('href', `/tender/${AWARDED}/${PATHS[key]}`);
    }
    await link('register').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.register);
    await expect(page.getByRole('table')).toContainText('ФОП "МІТРОХІН ДМИТРО ІГОРОВИЧ"');
    // The table stacks into cards: nothing scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * For each cut title on the page: the last character shown, the one after it, and whether the
 * '… more' toggle stays clear of the text's last line.
 */
function cutTitles(page: Page) {
  return page.locator('.clamp-text').evaluateAll((boxes) =>
    boxes.flatMap((box) => {
      const body = box.querySelector('.clamp-text__body');
      const toggle = box.querySelector('.clamp-text__toggle--over');
      if (!body || !toggle) return [];
      const bottom = body.getBoundingClientRect().bottom;
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      const text = body.textContent;
      let offset = 0;
      let shown = -1;
      let right = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        for (let i = 0; i < length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.height > 0 && rect.bottom <= bottom + 1) {
            shown = offset + i;
            right = Math.max(right, rect.bottom > bottom - rect.height ? rect.right : 0);
          }
        }
        offset += length;
      }
      return [
        {
          last: text.slice(Math.max(0, shown - 10), shown + 1),
          next: text.charAt(shown + 1),
          clear: toggle.getBoundingClientRect().left >= right - 1,
        },
      ];
    }),
  );
}

for (const width of [360, 1280]) {
  for (const lang of ['uk', 'en'] as const) {
    test(`cut titles end at a whole word with '… more' beside them, at ${String(width)} px in ${lang}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/search/tender?lang=${lang}`);
      const more = lang === 'uk' ? 'більше' : 'more';
      await expect(page.locator('.clamp-text__toggle--over').first()).toHaveText(`… ${more}`);
      const titles = await cutTitles(page);
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) {
        // Never a letter or digit on both sides of the cut.
        expect(`${title.last}|${title.next}`).not.toMatch(/[\p{L}\p{N}]\|[\p{L}\p{N}]$/u);
        expect(title.clear, title.last).toBe(true);
      }
    });
  }
}

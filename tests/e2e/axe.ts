import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The screens a section's accessibility check opens: each language and each width once, the
 * phone in Ukrainian (the default) and the desktop in English. Whether each route fits the
 * width is checked in both languages at both widths (routes.spec.ts).
 */
export const AUDIT_SCREENS = [
  { lang: 'uk', width: 360 },
  { lang: 'en', width: 1280 },
] as const;

/** Whether axe runs on this screen: one of AUDIT_SCREENS. */
export const isAuditScreen = (lang: string, width: number): boolean =>
  AUDIT_SCREENS.some((one) => one.lang === lang && one.width === width);

/** The axe rule tags of WCAG 2.2 level A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Best-practice rules checked as well: a screen reader lists landmarks by role and name, so
 * two alike (every question's "Відповідь") cannot be told apart.
 */
const EXTRA_RULES = { 'landmark-unique': { enabled: true } };

/**
 * `rule: help (n elements: first target)` for each WCAG 2.2 A/AA violation, or extra rule's,
 * on the page or within `include` (a selector). Axe runs in the page itself ("legacy mode"): the portal has no
 * frames, and the default mode opens a blank page to combine per-frame results, which doubles
 * the time of every check (0.7 instead of 1.3–2.6 s on a tender page).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await layOutEverything(page);
  const builder = new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_AA }, rules: EXTRA_RULES })
    .setLegacyMode(true);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (v) => `${v.id}: ${v.help} (${String(v.nodes.length)}: ${v.nodes[0]?.target.join(' ') ?? ''})`,
  );
}

/**
 * Lays out the parts the browser skips while they are far from the viewport
 * (`content-visibility: auto`: the marketplaces strip). Axe finds a target's neighbours with
 * `elementsFromPoint`, which sees nothing inside a skipped part, so it reported links there as
 * too close to targets that were in fact far away. A reader sees a part only when it is near,
 * and then it is laid out.
 */
async function layOutEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
}

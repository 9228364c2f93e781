import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe rule tags of WCAG 2.2 level A and AA. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * `rule: help (n elements: first target)` for each WCAG 2.2 A/AA violation on the page, or
 * within `include` (a selector). Axe runs in the page itself ("legacy mode"): the portal has no
 * frames, and the default mode opens a blank page to combine per-frame results, which doubles
 * the time of every check (0.7 instead of 1.3–2.6 s on a tender page).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode(true);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (v) => `${v.id}: ${v.help} (${String(v.nodes.length)}: ${v.nodes[0]?.target.join(' ') ?? ''})`,
  );
}

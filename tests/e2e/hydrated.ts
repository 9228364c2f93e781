import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Whether React has hydrated the page: its own keys are on the root. */
export const isHydrated = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

/**
 * Waits until the server's HTML is hydrated: a control that only scripts make work (a drawer, a
 * popup) does nothing when pressed before, as for a visitor whose scripts are still loading.
 */
export const waitForHydration = (page: Page): Promise<void> =>
  expect.poll(() => isHydrated(page)).toBe(true);

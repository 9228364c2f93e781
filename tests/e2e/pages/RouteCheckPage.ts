import { expect } from '@playwright/test';
import { axeViolations } from '../axe';
import { AppPage } from './AppPage';

/** The elements sticking out past the right edge that are shown in a finding. */
const OVERFLOW_SHOWN = 3;

/** Any screen, opened by address and checked by the quality gates every route must pass. */
export class RouteCheckPage extends AppPage {
  readonly #cspViolations: string[] = [];

  /**
   * Records every Content-Security-Policy violation of the pages opened afterwards
   * (a `securitypolicyviolation` listener on each new document).
   */
  async recordCspViolations(): Promise<void> {
    await this.page.exposeFunction('reportCspViolation', (violation: string) => {
      this.#cspViolations.push(violation);
    });
    await this.page.addInitScript(() => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      document.addEventListener('securitypolicyviolation', (event) => {
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
  }

  /** The CSP violations recorded since the last call. */
  takeCspViolations(): string[] {
    return this.#cspViolations.splice(0);
  }

  /** Opens the address and waits until the page is rendered: shell, `<h1>`, network idle. */
  async open(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'networkidle' });
    await this.expectShell();
    await expect(this.heading).toBeVisible();
    await this.page.waitForLoadState('networkidle');
    await this.renderEverything();
  }

  /**
   * Parts far below the fold render when they come near it or on the first key press (a
   * keyboard user's first Tab, find in page): a key press, so that the checks see it all.
   * The marketplaces slider is laid out only near the viewport (`content-visibility: auto`):
   * until then its contents are hidden behind it, so it is brought near once.
   */
  async renderEverything(): Promise<void> {
    // Pressed again until the page listens for it (a tab mounts after its heading shows).
    await expect(async () => {
      await this.page.keyboard.press('Shift');
      await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const slider = this.page.locator('.mp-slider');
    if ((await slider.count()) > 0) {
      await slider.scrollIntoViewIfNeeded();
      await this.page.evaluate(() => new Promise(requestAnimationFrame));
    }
  }

  /** `rule: help (n elements: first target)` for each WCAG 2.2 A/AA violation. */
  axeViolations(): Promise<string[]> {
    return axeViolations(this.page);
  }

  /**
   * Undefined when the page has no horizontal scrollbar; else the overflow in pixels and
   * the deepest elements that stick out.
   */
  horizontalOverflow(): Promise<string | undefined> {
    return this.page.evaluate((shown) => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return undefined;
      const describe = (element: Element): string =>
        [element.tagName.toLowerCase(), ...element.classList].join('.');
      const sticksOut = (element: Element): boolean =>
        element.getBoundingClientRect().right > root.clientWidth;
      // Inside a scrolling or clipping box, an element sticking out moves no page edge.
      const clipped = (element: Element): boolean => {
        for (
          let box = element.parentElement;
          box && box !== document.body;
          box = box.parentElement
        ) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        }
        return false;
      };
      const wide = [...document.body.querySelectorAll('*')].filter(
        (element) =>
          sticksOut(element) && ![...element.children].some(sticksOut) && !clipped(element),
      );
      const culprits = wide.slice(0, shown).map(describe).join(', ');
      return `${String(root.scrollWidth - root.clientWidth)} px wider than the window: ${culprits}`;
    }, OVERFLOW_SHOWN);
  }
}

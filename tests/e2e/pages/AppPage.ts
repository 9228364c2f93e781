import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

export type Language = 'uk' | 'en';

/** The accessible names a language switcher control may carry, per target language. */
const switcherNames: Record<Language, RegExp> = {
  uk: /^\s*(uk|ua|укр\.?|українська|ukrainian)\s*$/i,
  en: /^\s*(en|eng\.?|english|англійська)\s*$/i,
};

/** What every screen shares: the lazy-loaded header (banner) with its navigation. */
export class AppPage {
  readonly header: Locator;
  readonly headerNav: Locator;
  readonly main: Locator;
  readonly heading: Locator;
  /** The "new version available" prompt (src/app/pwa/UpdatePrompt.tsx). */
  readonly updatePrompt: Locator;
  readonly updateButton: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.headerNav = this.header.getByRole('navigation').first();
    this.main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1 });
    this.updatePrompt = page.getByRole('status').filter({ hasText: /нова версія|new version/i });
    this.updateButton = this.updatePrompt.getByRole('button', { name: /^(оновити|update)$/i });
  }

  async expectShell(): Promise<void> {
    await expect(this.header).toBeVisible();
    await expect(this.headerNav).toBeVisible();
  }

  htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /**
   * Switches the interface language with the header's switcher, whatever its form:
   * a select (combobox) or a button/link per language.
   */
  async switchLanguage(language: Language): Promise<void> {
    const select = this.header.getByRole('combobox', { name: /мова|language/i });
    if ((await select.count()) > 0) {
      await select.first().selectOption(language);
    } else {
      const name = switcherNames[language];
      await this.header
        .getByRole('button', { name })
        .or(this.header.getByRole('link', { name }))
        .first()
        .click();
    }
    await expect(this.page.locator('html')).toHaveAttribute('lang', language);
  }

  /** The state of this page's service worker registration. */
  serviceWorkerState(): Promise<{ controlled: boolean; waiting: boolean }> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        controlled: navigator.serviceWorker.controller !== null,
        waiting: Boolean(registration?.waiting),
      };
    });
  }

  /** Asks the browser to look for a new service worker now (as it does on navigations). */
  async checkForServiceWorkerUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  }

  /** Resolves once a service worker is active and controls this page (and so caches what it loads). */
  async waitForServiceWorkerControl(): Promise<void> {
    await this.page.evaluate(async () => {
      const { serviceWorker } = navigator;
      await serviceWorker.ready;
      if (serviceWorker.controller) return;
      await new Promise<void>((resolve) => {
        serviceWorker.addEventListener(
          'controllerchange',
          () => {
            resolve();
          },
          { once: true },
        );
      });
    });
  }
}

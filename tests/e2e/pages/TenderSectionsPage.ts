import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { TenderPage } from './TenderPage';

/** What a reader sees of the purchase-details tab, read at once after the tab has rendered. */
export interface TenderSectionsSnapshot {
  /** The `<h1>` text, spaces collapsed. */
  heading: string;
  /** Which of the asked section ids are on the page, in page order. */
  sectionIds: string[];
  /** Each section's text by id, spaces collapsed. */
  sectionText: Record<string, string>;
  /** The text of the whole page. */
  pageText: string;
}

/** The tender page's purchase-details tab, section by section (`#tender-<section>`). */
export class TenderSectionsPage extends TenderPage {
  /** Opens the tender and waits until its sections are there (the customer is always shown). */
  async open(tenderID: string): Promise<void> {
    // The sections render from the route's data, not on the load event: no need to wait for it.
    await this.page.goto(`/tender/${encodeURIComponent(tenderID)}`, {
      waitUntil: 'domcontentloaded',
    });
    await this.page.locator('#tender-customer').waitFor({ state: 'attached' });
    await expect(this.heading).toBeVisible();
    await this.renderAllSections();
  }

  /** Sections far below the fold render when near it or on any key: a key shows them all. */
  async renderAllSections(): Promise<void> {
    await this.page.keyboard.press('Shift');
    await expect(this.pendingSections).toHaveCount(0);
  }

  /** Sections not rendered yet: their heading only, `aria-busy`. */
  get pendingSections(): Locator {
    return this.page.locator('.tender-section[aria-busy="true"]');
  }

  /** A section of the tab by its element id (`tender-documents`). */
  section(id: string): Locator {
    return this.page.locator(`#${id}`);
  }

  /** The current documents listed in the documents section (their older versions not counted). */
  get currentDocuments(): Locator {
    return this.section('tender-documents').locator(
      '.tender-documents__item:not(.tender-documents__service-group)',
    );
  }

  /** The marketplace links of the submit-proposal section. */
  get marketplaceLinks(): Locator {
    return this.section('tender-submitProposal').getByRole('list').getByRole('link');
  }

  /** Presses every "show all" of the documents section, so every document is on the page. */
  async showAllDocuments(): Promise<void> {
    const collapsed = this.page.locator('#tender-documents button[aria-expanded="false"]');
    for (let count = await collapsed.count(); count > 0; count -= 1) {
      await collapsed.first().click();
    }
    await expect(collapsed).toHaveCount(0);
  }

  /** The page as it is now, with the sections of these element ids. */
  snapshot(ids: readonly string[]): Promise<TenderSectionsSnapshot> {
    return this.page.evaluate((wanted) => {
      const text = (element: Element | null): string =>
        (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const sections = [...document.querySelectorAll('main [id]')].filter((element) =>
        wanted.includes(element.id),
      );
      return {
        heading: text(document.querySelector('h1')),
        sectionIds: sections.map((section) => section.id),
        sectionText: Object.fromEntries(sections.map((section) => [section.id, text(section)])),
        pageText: document.body.textContent,
      };
    }, ids);
  }
}

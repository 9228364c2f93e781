import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { RouteCheckPage } from './RouteCheckPage';

/** The protocol of proposals (`#tender-qualifications`) and of disclosure (`#tender-awards`). */
export class TenderProtocolsPage extends RouteCheckPage {
  get qualifications(): Locator {
    return this.page.locator('#tender-qualifications');
  }

  get awards(): Locator {
    return this.page.locator('#tender-awards');
  }

  /**
   * Opens the tender at a hash afresh: a new document, so accordions read the hash on load (a
   * hash change alone on the same page would be a same-document navigation).
   */
  async openAt(tenderID: string, hash: string): Promise<void> {
    await this.page.goto('about:blank');
    await this.page.goto(`/tender/${encodeURIComponent(tenderID)}${hash}`, {
      waitUntil: 'domcontentloaded',
    });
    await expect(this.heading).toBeVisible();
    await expect(this.page.locator('.tender-section[aria-busy="true"]')).toHaveCount(0);
  }

  /** The accordion that is, or holds, the element of this id (`award-…`, `qualification-…`). */
  accordionOf(id: string): Locator {
    return this.page.locator(`:is(.accordion[id="${id}"], .accordion:has([id="${id}"]))`);
  }

  /** The header row of an accordion (button and badges). */
  accordionHeader(accordion: Locator): Locator {
    return accordion.locator('.accordion__header');
  }

  toggle(accordion: Locator): Locator {
    return accordion.locator('.accordion__button');
  }

  /** Opens every closed accordion of both protocols, then waits for the 250 ms animation. */
  async openEveryAccordion(): Promise<void> {
    const closed = this.page.locator(
      ':is(#tender-qualifications, #tender-awards) .accordion__button[aria-expanded="false"]',
    );
    for (let count = await closed.count(); count > 0; count -= 1) {
      await closed.first().click();
    }
    await expect(closed).toHaveCount(0);
    await expect(this.page.locator('.accordion--open .accordion__panel').first()).toBeVisible();
  }

  /** Selects a tab (by its label) in every tab list of the awards protocol. */
  async selectEveryTab(label: RegExp): Promise<void> {
    const tabs = this.awards.getByRole('tab', { name: label });
    for (const tab of await tabs.all()) await tab.click();
  }
}

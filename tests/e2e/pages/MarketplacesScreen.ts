import type { Locator } from '@playwright/test';
import { AppPage } from './AppPage';

/** /majdanchiki-{slug}: the marketplaces' cards, the level filter and the levels explained. */
export class MarketplacesScreen extends AppPage {
  readonly cards = this.main.getByRole('article');
  readonly filter = this.main.getByRole('navigation', {
    name: /рівень акредитації|accreditation level/i,
  });
  readonly levels = this.main.getByRole('region', {
    name: /що означають рівні|what the accreditation levels mean/i,
  });

  /** The card of the marketplace titled so (its heading names it). */
  card(title: string): Locator {
    return this.cards.filter({
      has: this.page.getByRole('heading', { level: 3, name: title, exact: true }),
    });
  }
}

import type { Locator, Response } from '@playwright/test';
import { AppPage } from './AppPage';

/** A no-break space of either kind, or a plain space (Intl uses U+00A0 or U+202F). */
const SPACE = '[\\s\\u00a0\\u202f]';

/** `1 827 650,30 грн`: digits grouped by a (no-break) space, comma decimals, the currency. */
export function moneyPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, `${SPACE}?`);
  return new RegExp(escaped);
}

export class TenderPage extends AppPage {
  goto(id: string): Promise<Response | null> {
    return this.page.goto(`/tender/${encodeURIComponent(id)}`);
  }

  title(text: string): Locator {
    return this.heading.filter({ hasText: text });
  }

  /** A link of the tab bar, by its label (its name adds the counter: 'Лоти (3)'). */
  tab(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.main
      .getByRole('navigation', { name: /^(розділи закупівлі|tender sections)$/i })
      .getByRole('link', { name: new RegExp(`^${escaped}( \\(\\d+\\))?$`) });
  }

  money(text: string): Locator {
    return this.main.getByText(moneyPattern(text)).first();
  }
}

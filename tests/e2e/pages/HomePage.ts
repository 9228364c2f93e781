import type { Locator } from '@playwright/test';
import { AppPage } from './AppPage';

export class HomePage extends AppPage {
  readonly banners = this.page.getByRole('region', { name: /корисне на порталі|highlights/i });
  readonly news = this.page.getByRole('region', { name: /^(новини|news)$/i });
  readonly numbers = this.page.getByRole('region', { name: /зараз на порталі|on the portal now/i });
  readonly searchBox = this.page.getByRole('search').getByRole('searchbox');
  readonly slider = this.page.getByRole('region', {
    name: /стрічка майданчиків|marketplaces strip/i,
  });

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
    await this.expectShell();
  }

  /** A banner: the link named by its image's text alternative (the banner's title). */
  banner(title: string): Locator {
    return this.banners.getByRole('link', { name: title, exact: true });
  }

  newsTitles(): Locator {
    return this.news.getByRole('heading', { level: 3 });
  }
}

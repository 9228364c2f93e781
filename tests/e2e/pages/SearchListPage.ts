import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import qs from 'qs';
import { RouteCheckPage } from './RouteCheckPage';

export type Section = 'tender' | 'plan' | 'catalog' | 'products';

export interface Hit {
  id: string;
  title?: string;
  title_en?: string;
  tenderID?: string;
  planID?: string;
  prettyID?: string;
  status?: string;
  mode?: string;
  value?: { amount: number };
  budget?: { amount: number };
}

export interface Answer {
  data: Hit[];
  total: number;
  per_page: number;
}

/** The page behind a result of each section (by internal id). */
export const ENTITY_PATH: Record<Section, string> = {
  tender: 'tender',
  plan: 'plan',
  catalog: 'framework',
  products: 'product',
};

/** The page a card links to: a real tender by its tenderID, anything else by its internal id. */
export const hitPath = (section: Section, hit: Hit): string =>
  `/${ENTITY_PATH[section]}/${encodeURIComponent(
    section === 'tender' && hit.mode !== 'test' && hit.tenderID ? hit.tenderID : hit.id,
  )}`;

/** The search API itself, to check the screen against its answer. */
export class SearchApi {
  constructor(private readonly request: APIRequestContext) {}

  async search(section: Section, query: Record<string, unknown> = {}): Promise<Answer> {
    const search = qs.stringify(query, { arrayFormat: 'indices', encodeValuesOnly: true });
    const response = await this.request.post(`/api/search/${section}?${search}`);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as Answer;
  }

  /** Whether the API takes the test-objects switch (`mode=test`). */
  async takesTestMode(): Promise<boolean> {
    return (await this.request.post('/api/search/tender?mode=test&per_page=1')).ok();
  }
}

/** The list screen shared by the four search routes. */
export class SearchListPage extends RouteCheckPage {
  readonly searchBox: Locator;
  readonly results: Locator;
  readonly cards: Locator;
  readonly total: Locator;
  readonly sort: Locator;
  readonly pages: Locator;
  readonly csv: Locator;

  constructor(page: Page) {
    super(page);
    this.searchBox = page.getByRole('searchbox', {
      name: /^(Пошук по розділу|Search in this section)$/,
    });
    this.results = page.getByRole('region', { name: /^(Результати пошуку|Search results)$/ });
    this.cards = this.results.locator('ol.search-results__list > li');
    this.total = this.results.locator('.results-summary__total');
    this.sort = page.getByRole('combobox', { name: /^(Сортування|Sort by)$/ });
    this.pages = page.getByRole('navigation', { name: /^(Сторінки результатів|Result pages)$/ });
    this.csv = page.getByRole('link', { name: /^(Завантажити CSV|Download CSV)/ });
  }

  /** The title link of each card, in order. */
  cardLinks(): Locator {
    return this.cards.getByRole('heading', { level: 3 }).getByRole('link');
  }

  async cardHrefs(): Promise<string[]> {
    return this.cardLinks().evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).pathname),
    );
  }

  /** Waits until the cards are those of the answer, in its order. */
  async expectCardsOf(section: Section, answer: Answer): Promise<void> {
    const expected = answer.data.map((hit) => hitPath(section, hit));
    await expect.poll(() => this.cardHrefs()).toEqual(expected);
  }

  /** The search the address holds, as the server reads it. */
  addressQuery(): Record<string, unknown> {
    return qs.parse(new URL(this.page.url()).search.slice(1));
  }
}

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Article, ArticleBlock, ArticleListResponse } from '../../../../contract/articles';
import { RouteCheckPage } from '../RouteCheckPage';

/** The portal's article API, as the screens are checked against it. */
export class ArticlesApi {
  constructor(private readonly request: APIRequestContext) {}

  async list(query = ''): Promise<ArticleListResponse> {
    const response = await this.request.get(`/api/articles${query}`);
    expect(response.ok(), query).toBe(true);
    return (await response.json()) as ArticleListResponse;
  }

  async article(id: string | number): Promise<Article> {
    const response = await this.request.get(`/api/articles/${String(id)}`);
    expect(response.ok(), String(id)).toBe(true);
    return ((await response.json()) as { data: Article }).data;
  }

  /** Every stored article, with its body. */
  async all(): Promise<Article[]> {
    const { data } = await this.list('?per_page=100');
    return Promise.all(data.map((summary) => this.article(summary.id)));
  }
}

/** Every text of a body, in order. */
export const blockTexts = (blocks: readonly ArticleBlock[]): string[] =>
  blocks.flatMap((block) => ('items' in block ? block.items : [block.text]));

/** /news and /news/:id. */
export class NewsScreens extends RouteCheckPage {
  readonly groupNav: Locator;
  readonly cards: Locator;
  readonly cardTitles: Locator;
  readonly pages: Locator;
  readonly body: Locator;
  readonly share: Locator;

  constructor(page: Page) {
    super(page);
    this.groupNav = page.getByRole('navigation', { name: /розділи новин|news sections/i });
    this.cards = this.main.getByRole('listitem').filter({ has: page.getByRole('heading') });
    this.cardTitles = this.cards.getByRole('heading', { level: 2 });
    this.pages = page.getByRole('navigation', { name: /сторінки новин|news pages/i });
    this.body = this.main.locator('.article-body');
    this.share = page.getByRole('region', { name: /поділитися|share/i });
  }

  /** The body's text with runs of white space as one space. */
  async bodyText(): Promise<string> {
    return (await this.body.innerText()).replace(/\s+/g, ' ');
  }
}

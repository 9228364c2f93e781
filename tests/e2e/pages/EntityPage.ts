import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Response } from '@playwright/test';
import { AppPage } from './AppPage';

/** A plan, framework or product page: its head and its key–value sections. */
export class EntityPage extends AppPage {
  readonly testBadge = this.main.locator('.entity-head__test-badge');

  goto(kind: 'plan' | 'framework' | 'product', id: string): Promise<Response | null> {
    return this.page.goto(`/${kind}/${encodeURIComponent(id)}`);
  }

  /** A titled part of the page (the section its `<h2>` names). */
  section(title: string | RegExp): Locator {
    return this.main.getByRole('region', { name: title });
  }

  /** The value of a key–value row, by its exact label. */
  field(label: string, within: Locator = this.main): Locator {
    return within.locator(`dt:text-is(${JSON.stringify(label)}) + dd`);
  }

  /** The API's answer for the object the page shows. */
  static async answer<T>(
    request: APIRequestContext,
    collection: 'plans' | 'frameworks' | 'products',
    id: string,
  ): Promise<T> {
    const response = await request.get(`/api/${collection}/${encodeURIComponent(id)}`);
    expect(response.status(), `${collection}/${id}`).toBe(200);
    return ((await response.json()) as { data: T }).data;
  }
}

import { AppPage } from './AppPage';

/** The not-found screen's heading, in Ukrainian or English. */
export const notFoundHeading = /не знайдено|не існує|404|not found/i;

export class NotFoundPage extends AppPage {
  readonly notFoundHeading = this.heading.filter({ hasText: notFoundHeading });
}

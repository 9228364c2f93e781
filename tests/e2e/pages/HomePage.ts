import { AppPage } from './AppPage';

export class HomePage extends AppPage {
  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.expectShell();
  }
}

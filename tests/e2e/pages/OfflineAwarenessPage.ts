import { readFileSync } from 'node:fs';
import type { Download, Locator } from '@playwright/test';
import { parseIcs } from '../../fixtures/ics';
import type { IcsComponent } from '../../fixtures/ics';
import { RouteCheckPage } from './RouteCheckPage';

/** The offline banner, the "not available offline" page and the calendar buttons. */
export class OfflineAwarenessPage extends RouteCheckPage {
  readonly banner: Locator = this.page
    .getByRole('status')
    .filter({ hasText: /ви офлайн|you are offline/i });
  readonly unavailable: Locator = this.heading.filter({
    hasText: /недоступна офлайн|not available offline/i,
  });
  readonly savedLink: Locator = this.main.getByRole('link', {
    name: /перейти до збереженого|go to saved items/i,
  });
  readonly calendarButton: Locator = this.main.getByRole('button', {
    name: /додати терміни до календаря|add the deadlines to a calendar/i,
  });
  readonly allDeadlinesButton: Locator = this.main.getByRole('button', {
    name: /додати до календаря \d+ термін|add \d+ deadlines? of saved tenders/i,
  });
  readonly calendarStatus: Locator = this.main.getByRole('status').filter({ hasText: /\.ics/ });

  /** Clicks the button and reads back the .ics file it downloads. */
  async downloadCalendar(button: Locator): Promise<{ file: Download; calendar: IcsComponent }> {
    const [file] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    const path = await file.path();
    return { file, calendar: parseIcs(readFileSync(path, 'utf8')) };
  }

  /** Resolves once this device's database holds a copy of the tender (written in the background). */
  async heldTenderId(tenderID: string): Promise<string | undefined> {
    return this.page.evaluate(
      (wanted) =>
        new Promise<string | undefined>((resolve) => {
          const open = indexedDB.open('portal-app');
          open.onerror = () => {
            resolve(undefined);
          };
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('tenders')) {
              db.close();
              resolve(undefined);
              return;
            }
            const get = db
              .transaction('tenders')
              .objectStore('tenders')
              .index('tenderID')
              .get(wanted);
            get.onsuccess = () => {
              db.close();
              resolve((get.result as { id?: string } | undefined)?.id);
            };
            get.onerror = () => {
              db.close();
              resolve(undefined);
            };
          };
        }),
      tenderID,
    );
  }

  /** Marks a held tender saved, as the save toggle does (its own UI is tested elsewhere). */
  async markSaved(id: string, tenderID: string): Promise<void> {
    await this.page.evaluate(
      ({ id, tenderID }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('portal-app');
          open.onerror = () => {
            reject(new Error('no database'));
          };
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('savedTenders', 'readwrite');
            tx.objectStore('savedTenders').put({ id, tenderID, savedAt: 1, checkedAt: 1 });
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => {
              db.close();
              reject(new Error('not saved'));
            };
          };
        }),
      { id, tenderID },
    );
  }
}

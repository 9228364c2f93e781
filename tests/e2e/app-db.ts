import type { Page } from '@playwright/test';

/** The app's IndexedDB (src/lib/db.ts), opened in the page. */
const APP_DB = 'portal-app';

/** The keys of a store of the app's database; none before the database exists. */
export const appDbKeys = (page: Page, store: string): Promise<unknown[]> =>
  page.evaluate(
    async ({ name, store }) => {
      const databases = await indexedDB.databases();
      if (!databases.some((database) => database.name === name)) return [];
      return new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => {
          reject(open.error ?? new Error('open failed'));
        };
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(store).objectStore(store).getAllKeys();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => {
            db.close();
            reject(request.error ?? new Error('read failed'));
          };
        };
      });
    },
    { name: APP_DB, store },
  );

/** Writes a record into a store of the app's database, as the app would. */
export const appDbPut = (page: Page, store: string, record: object): Promise<void> =>
  page.evaluate(
    ({ name, store, record }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => {
          reject(open.error ?? new Error('open failed'));
        };
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          transaction.objectStore(store).put(record);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => {
            reject(transaction.error ?? new Error('put failed'));
          };
        };
      }),
    { name: APP_DB, store, record },
  );

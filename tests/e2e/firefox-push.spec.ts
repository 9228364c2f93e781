import { expect, test } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import { startFirefoxPushService } from '../push/firefox-push-service';
import type { FirefoxPushService } from '../push/firefox-push-service';
import { shippedTenderFile } from '../support/shipped-cdb';
import { newerTenderFile, withNewDocumentFile, type CdbFile } from './newer-versions';
import { OwnServer } from './own-server';

/**
 * Following the whole way in Firefox (issue 43 point 7): Debian's firefox-esr, driven over
 * WebDriver BiDi by puppeteer-core, with a loopback stand-in for Firefox's push service. The
 * watcher switches notifications on from /saved for a saved tender and a saved search and closes
 * the portal; the portal (its own server) ingests a newer version of that real tender and a new
 * tender of its buyer; each watch's notification is shown with no tab of the portal open, and
 * each feed carries its event.
 */

/** A real shipped tender whose buyer has no other tender in data/. */
const SHIPPED = 'UA-2024-02-05-014363-a';
const shipped = shippedTenderFile<CdbFile>(SHIPPED);
const SEARCH = `/search/tender?buyer[0]=${shipped.data.procuringEntity.identifier.id}`;
const NEW_DOCUMENT = 'Протокол розгляду тендерних пропозицій';

const firefoxPath = (): string => process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Opens a page of the portal and waits for its hydration, as every Chromium test does
 * (fixtures.ts): what is tested here is following, not a press before the scripts have come.
 */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
}

/**
 * Clicks an element (puppeteer's P selectors: `::-p-text`) through a locator, which finds it
 * again when the page replaces it before the click (the save toggle's first control gives way to
 * the offline one once the device's database is open).
 */
async function press(page: Page, selector: string): Promise<void> {
  await page.locator(selector).setTimeout(30_000).click();
}

/** The titles of the documents of the device's copy of a tender (run in the page). */
async function savedDocumentTitles(id: string): Promise<string[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('portal-app');
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB did not open'));
    };
  });
  const record = await new Promise<unknown>((resolve, reject) => {
    const request = db.transaction('tenders').objectStore('tenders').get(id);
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('The tender was not read'));
    };
  });
  db.close();
  const documents = (record as { data?: { documents?: { title: string }[] } } | undefined)?.data
    ?.documents;
  return (documents ?? []).map((document) => document.title);
}

test.describe('notifications in Firefox with the portal closed', () => {
  test.describe.configure({ timeout: 300_000 });
  let push: FirefoxPushService;
  let server: OwnServer;
  let browser: Browser;

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    push = await startFirefoxPushService();
    server = await OwnServer.create({
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: push.https.caFile,
    });
    await server.start();
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath(),
      headless: true,
      extraPrefsFirefox: {
        'dom.push.serverURL': push.serverUrl,
        'dom.push.testing.allowInsecureServerURL': true,
        'dom.push.testing.ignorePermission': true,
        'dom.push.connection.enabled': true,
        'alerts.useSystemBackend': false,
        // The permission prompt answered "allow", as a watcher would.
        'permissions.default.desktop-notification': 1,
      },
    });
  });

  test.afterAll(async () => {
    await browser.close();
    await server.dispose();
    await push.close();
  });

  test('a tender watch and a search watch each notify, and each feed shows the event', async () => {
    const at = (address: string) => `${server.baseURL}${address}`;
    const page = await browser.newPage();
    await open(page, at(`/tender/${SHIPPED}`));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await press(page, 'button[aria-pressed="false"]::-p-text(Зберегти офлайн)');
    await page.waitForSelector('button[aria-pressed="true"]::-p-text(Збережено офлайн)');
    await open(page, at(SEARCH));
    await press(page, 'button::-p-text(Зберегти пошук)');
    await page.waitForSelector('button[aria-pressed="true"]::-p-text(Пошук збережено)');

    await open(page, at('/saved'));
    for (const item of ['.saved-tenders__list', '.saved-search']) {
      await press(page, `${item} [role="switch"][aria-checked="false"]:not([disabled])`);
      await page.waitForSelector(`${item} [role="switch"][aria-checked="true"]`);
    }
    const notes = await page.$$eval('.notify-switch__note', (found) =>
      found.map((note) => note.textContent),
    );
    expect(notes).toEqual([
      'Про зміни в цій закупівлі браузер сповістить навіть тоді, коли портал закрито.',
      'Про нові закупівлі за цим пошуком браузер сповістить навіть тоді, коли портал закрито.',
    ]);
    const feeds = await page.$$eval('.notify-switch__feed a', (links) =>
      links.map((link) => link.href),
    );
    expect(feeds).toHaveLength(2);

    // The watcher leaves: no tab of the portal stays open.
    const other = await browser.newPage();
    await page.close();

    await server.stop();
    const newer = newerTenderFile(shipped, server.dataDir);
    const changed = withNewDocumentFile(shipped, server.dataDir, NEW_DOCUMENT);
    expect(await server.ingest(newer.file, changed.file)).toMatch(/1 new.*1 updated/s);
    await server.start();

    // The server's next round posts both; Firefox acknowledges each as delivered.
    await expect
      .poll(() => push.acknowledged.map((ack) => ack.code), { timeout: 60_000 })
      .toEqual([100, 100]);
    expect(push.https.messages).toHaveLength(2);

    // Read from a page of the origin that is not the app (its start would refresh saved tenders).
    // Firefox acknowledges a message once its worker has it: the notification may follow.
    await other.goto(at('/api/health'));
    const shown = () =>
      other.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications())
          .map((notification) => ({ title: notification.title, body: notification.body }))
          .sort((a, b) => a.title.localeCompare(b.title)),
      );
    await expect.poll(shown, { timeout: 20_000 }).toEqual([
      { title: '1 нова закупівля за вашим пошуком', body: newer.title },
      { title: shipped.data.title, body: `Новий документ: ${NEW_DOCUMENT}` },
    ]);

    // The push refreshed the saved copy: the new document is there to read offline.
    await expect
      .poll(() => other.evaluate(savedDocumentTitles, shipped.data.id), { timeout: 20_000 })
      .toContain(NEW_DOCUMENT);

    for (const [feed, text] of [
      [feeds[0], NEW_DOCUMENT],
      [feeds[1], newer.title],
    ] as const) {
      const atom = await (await fetch(feed ?? '')).text();
      expect(atom).toContain(text);
    }
  });
});

import { events, prop, utcStamp } from '../fixtures/ics';
import { shippedTenderData } from '../support/shipped-cdb';
import { TENDER, expect, test } from './fixtures';
import { OfflineAwarenessPage } from './pages/OfflineAwarenessPage';

/** A real tender still taking enquiries on 1 February 2026 (bidding ends 9 February). */
const OPEN_TENDER = 'UA-2026-01-30-016138-a';
const OPEN_CDB = shippedTenderData<{ tenderPeriod: { endDate: string } }>(OPEN_TENDER);
/** Kyiv noon on a day the open tender counts down (the browser's clock, not the server's). */
const BEFORE_DEADLINES = new Date('2026-02-01T12:00:00+02:00');
/** Shipped tenders not opened before they are needed: not held on the device. */
const NOT_HELD = 'UA-2024-04-26-006781-a';
const NOT_HELD_PER_SCREEN = [
  'UA-2024-02-05-014363-a',
  'UA-2023-09-08-012599-a',
  'UA-2022-10-25-007560-a',
  'UA-2021-06-22-008064-c',
];

async function expectUnavailable(screen: OfflineAwarenessPage) {
  await expect(screen.unavailable).toBeVisible();
  await expect(screen.savedLink).toHaveAttribute('href', '/saved');
  await expect(screen.banner).toBeVisible();
}

test.describe('offline awareness', () => {
  test('the banner shows offline and goes online; pages that need the network explain themselves', async ({
    context,
    page,
    pageErrors,
  }) => {
    const screen = new OfflineAwarenessPage(page);
    await page.goto(`/tender/${TENDER.id}`);
    await screen.waitForServiceWorkerControl();
    await expect.poll(() => screen.heldTenderId(TENDER.id)).toBeTruthy();
    await expect(screen.banner).toHaveCount(0);

    await context.setOffline(true);
    try {
      await expect(screen.banner).toBeVisible();
      await expect(screen.banner).toContainText(/станом на \d{2} \S+ \d{4}, \d{2}:\d{2}/);
      await expect(screen.banner.getByRole('link', { name: 'Що доступно офлайн' })).toBeVisible();

      // A tender this device does not hold: no failed or not-found page.
      await page.goto(`/tender/${NOT_HELD}`);
      await expectUnavailable(screen);
      // A held tender still opens.
      await page.goto(`/tender/${TENDER.id}`);
      await expect(screen.heading).toContainText(TENDER.title.slice(0, 40));
      // Nor the news list, which the device never keeps.
      await page.goto('/news');
      await expectUnavailable(screen);
    } finally {
      await context.setOffline(false);
    }
    await expect(screen.banner).toHaveCount(0);
    // Back online, the page that was not available loads by itself.
    await expect(screen.heading).toHaveText(/^(Новини|News)$/);
    // Offline, background revalidation and uncached calls fail by design; what they logged may
    // reach the test a little after the page moved on.
    await page.waitForLoadState('networkidle');
    pageErrors.length = 0;
  });

  test('"add to calendar" downloads an .ics whose DTSTART is the tender-period end in UTC, for one tender and for all saved', async ({
    page,
  }) => {
    const screen = new OfflineAwarenessPage(page);
    await page.clock.setFixedTime(BEFORE_DEADLINES);
    await page.goto(`/tender/${OPEN_TENDER}`);
    await expect(screen.calendarButton).toBeVisible();
    const one = await screen.downloadCalendar(screen.calendarButton);
    expect(one.file.suggestedFilename()).toBe(`${OPEN_TENDER}.ics`);
    const bidding = events(one.calendar).find((event) =>
      prop(event, 'UID')?.startsWith(`${OPEN_TENDER}-tender-end@`),
    );
    expect(prop(bidding ?? one.calendar, 'DTSTART')).toBe(utcStamp(OPEN_CDB.tenderPeriod.endDate));
    expect(prop(bidding ?? one.calendar, 'URL')).toMatch(new RegExp(`/tender/${OPEN_TENDER}$`));
    await expect(screen.calendarStatus).toContainText(`${OPEN_TENDER}.ics`);

    const id = await expect
      .poll(() => screen.heldTenderId(OPEN_TENDER))
      .toBeTruthy()
      .then(() => screen.heldTenderId(OPEN_TENDER));
    await screen.markSaved(id ?? '', OPEN_TENDER);
    await page.goto('/saved');
    await expect(screen.allDeadlinesButton).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('saved-all-deadlines.png') });
    const all = await screen.downloadCalendar(screen.allDeadlinesButton);
    expect(all.file.suggestedFilename()).toBe('prozorro-deadlines.ics');
    expect(events(all.calendar).map((event) => prop(event, 'DTSTART'))).toContain(
      utcStamp(OPEN_CDB.tenderPeriod.endDate),
    );
  });

  test('axe finds nothing at 360 and 1280 px in both languages: banner, offline page, calendar buttons', async ({
    context,
    page,
    pageErrors,
  }) => {
    // Four screens, each online and offline (an offline page waits for its request's retry).
    test.setTimeout(120_000);
    const screen = new OfflineAwarenessPage(page);
    await page.clock.setFixedTime(BEFORE_DEADLINES);
    await page.goto(`/tender/${OPEN_TENDER}`);
    await screen.waitForServiceWorkerControl();
    await expect.poll(() => screen.heldTenderId(OPEN_TENDER)).toBeTruthy();
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });
    // Back online, the offline page loads what it lacked, and the service worker keeps it:
    // each screen asks for a tender not yet held.
    const notHeld = [...NOT_HELD_PER_SCREEN];
    for (const lang of ['uk', 'en'] as const) {
      for (const width of [360, 1280]) {
        const at = `${lang}-${String(width)}`;
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/tender/${OPEN_TENDER}?lang=${lang}`);
        await expect(screen.calendarButton).toBeVisible();
        await screen.calendarButton.click();
        await expect(screen.calendarStatus).toBeVisible();
        expect(await screen.axeViolations(), at).toEqual([]);
        expect(await screen.horizontalOverflow(), at).toBeUndefined();
        await shot(`calendar-${at}`);

        await context.setOffline(true);
        try {
          await page.goto(`/tender/${notHeld.shift() ?? ''}?lang=${lang}`);
          await expect(screen.unavailable).toBeVisible();
          await expect(screen.banner).toBeVisible();
          expect(await screen.axeViolations(), at).toEqual([]);
          expect(await screen.horizontalOverflow(), at).toBeUndefined();
          await shot(`offline-${at}`);
        } finally {
          await context.setOffline(false);
        }
      }
    }
    pageErrors.length = 0;
  });
});

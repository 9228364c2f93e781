import type { Page } from '@playwright/test';
import { shippedCdbData } from '../support/shipped-cdb';

/**
 * No shipped tender has a shipped monitoring: the real monitorings name tenders the portal does
 * not hold. A shipped tender's monitoring tab is shown with the server's own answer for the
 * monitored tender (a real answer, not a made-up one).
 */
export const REAL_MONITORING = shippedCdbData<{
  id: string;
  tender_id: string;
  monitoring_id: string;
}>('monitorings', 'UA-M-2023-07-03-000093');

/** Answers the monitorings of `tenderID` (any tender by default) with the real monitoring's. */
export async function serveRealMonitorings(page: Page, tenderID = '*'): Promise<void> {
  await page.route(`**/api/tenders/${tenderID}/monitorings`, async (route) => {
    const response = await page.request.get(
      `/api/tenders/${REAL_MONITORING.tender_id}/monitorings`,
    );
    await route.fulfill({ response });
  });
}

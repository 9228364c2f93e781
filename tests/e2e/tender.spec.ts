import { TENDER, expect, test } from './fixtures';

test.describe('tender page', () => {
  test('shows a real tender with its title and value in the Ukrainian format', async ({
    tender,
  }) => {
    await tender.goto(TENDER.id);

    await tender.expectShell();
    await expect(tender.title(TENDER.title)).toBeVisible();
    await expect(tender.money(TENDER.value)).toBeVisible();
  });

  test('an unknown tender ends on the not-found page', async ({ tender, notFound, pageErrors }) => {
    await tender.goto('nope');

    await notFound.expectShell();
    await expect(notFound.notFoundHeading).toBeVisible();
    // The failed load is logged by design (spec §8): the 404 and the log line are expected here.
    pageErrors.length = 0;
  });
});

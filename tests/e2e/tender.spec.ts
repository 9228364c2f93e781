import { EXAMPLE_TENDERS } from '../../src/app/route-examples';
import { TENDER, expect, test } from './fixtures';
import { TenderSectionsPage } from './pages/TenderSectionsPage';

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

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('a long tender renders the sections far below the fold as they come near', async ({
      page,
    }) => {
      const tender = new TenderSectionsPage(page);
      await tender.goto(EXAMPLE_TENDERS.large);
      await expect(tender.heading).toBeVisible();
      const last = tender.page.locator('.tender-section').last();
      await expect(last).toHaveAttribute('aria-busy', 'true');
      await expect(last.getByRole('heading', { level: 2 })).toBeAttached();

      await last.scrollIntoViewIfNeeded();
      await expect(last).not.toHaveAttribute('aria-busy');
      await expect(last.locator(':scope > :not(h2)').first()).toBeVisible();

      await tender.renderAllSections();
    });
  });
});

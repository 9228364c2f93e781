import { expect, test } from './fixtures';

/** Addresses of nothing: no route, an unknown tender, article or marketplace. */
const UNKNOWN = ['/this/does/not/exist', '/tender/UA-0000', '/news/xyz', '/majdanchiki-nope'];

for (const url of UNKNOWN) {
  test(`${url} answers 404 and shows the not-found page`, async ({
    page,
    notFound,
    pageErrors,
  }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await notFound.expectShell();
    await expect(notFound.notFoundHeading).toBeVisible();
    await expect(page).toHaveURL(url);
    // The 404 answers are logged by the browser (and a failed tender load by design).
    pageErrors.length = 0;
  });
}

import { expect, test } from './fixtures';

/**
 * Every export link carries the interface's language: switched to English, a search's CSV has
 * English headings and status names, its OCDS links say `lang=en` too, and so does its Atom feed,
 * in the visible link and in the head.
 */
test('a search switched to English exports its CSV, OCDS and feed in English', async ({ page }) => {
  await page.goto('/search/tender?status[0]=complete');
  const csvUk = page.getByRole('link', { name: /^Завантажити CSV/ });
  expect(
    new URL((await csvUk.getAttribute('href')) ?? '', page.url()).searchParams.get('lang'),
  ).toBe('uk');

  await page.getByRole('link', { name: 'English', exact: true }).click();
  const csv = page.getByRole('link', { name: /^Download CSV/ });
  const href = new URL((await csv.getAttribute('href')) ?? '', page.url());
  expect(href.searchParams.get('lang')).toBe('en');
  const ocds = page.getByRole('link', { name: /^Download OCDS/ });
  expect(
    new URL((await ocds.getAttribute('href')) ?? '', page.url()).searchParams.get('lang'),
  ).toBe('en');
  const feed = page.getByRole('link', { name: /^Atom feed/ });
  const feedUrl = new URL((await feed.getAttribute('href')) ?? '', page.url());
  expect(feedUrl.pathname + feedUrl.search).toBe('/feeds/tender.atom?status[0]=complete&lang=en');
  await expect(page.locator('head link[type="application/atom+xml"]')).toHaveAttribute(
    'href',
    feedUrl.pathname + feedUrl.search,
  );
  const atom = await page.request.get(feedUrl.toString());
  expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await atom.text()).toContain('<title>New tenders — Prozorro</title>');

  const body = await (await page.request.get(href.toString())).text();
  const [headings = '', firstRow = ''] = body.replace(/^\uFEFF/, '').split('\r\n');
  expect(headings).toMatch(/^Tender ID,Title,Buyer,Buyer EDRPOU,Status,Status code,/);
  expect(headings).not.toMatch(/[а-яіїєґ]/i);
  expect(firstRow).toMatch(/,Complete,complete,/);

  // The language chosen by the switch stays for the next page, and its export too.
  await page.goto('/tender/UA-2024-04-26-006781-a');
  const tenderOcds = page.getByRole('link', { name: /^Download OCDS/ });
  expect(await tenderOcds.getAttribute('href')).toMatch(/\/ocds\?lang=en$/);
  const tenderFeed = page.getByRole('link', { name: /^Atom feed/ });
  expect(await tenderFeed.getAttribute('href')).toBe(
    '/feeds/tender/UA-2024-04-26-006781-a.atom?lang=en',
  );
});

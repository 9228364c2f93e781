import { EXAMPLE_TENDERS, ROUTE_EXAMPLES } from '../../src/app/route-examples';
import type { RouteName } from '../../contract/routes/route-paths';
import { DOCUMENT_TITLE_MAX } from '../../contract/format/title';
import { isAuditScreen } from './axe';
import { expect, test } from './fixtures';
import type { Language } from './pages/AppPage';
import { RouteCheckPage } from './pages/RouteCheckPage';
import { TenderPage } from './pages/TenderPage';
import { UiKitPage } from './pages/UiKitPage';

const APP_NAME: Record<Language, string> = { uk: 'Відкриті закупівлі', en: 'Open Procurement' };

/** What a not-found example logs by design: the 404 answer and the failed load. */
const NOT_FOUND_LOG =
  /status of 404 \(Not Found\)|(Tender|Plan|Framework|Product|Organisation) \S+ failed to load/;

const examples = Object.entries(ROUTE_EXAMPLES).flatMap(([route, urls]) =>
  urls.map((url) => ({ route: route as RouteName, url })),
);

/** The titles that name the same thing twice; the not-found examples all share one. */
function repeatedTitles(titles: readonly { route: RouteName; url: string; title: string }[]) {
  return titles.filter((one) =>
    titles.some(
      (other) =>
        other.url !== one.url &&
        other.title === one.title &&
        !(other.route === 'not_found' && one.route === 'not_found'),
    ),
  );
}

test.describe.configure({ mode: 'parallel' });

for (const language of ['uk', 'en'] as const) {
  for (const width of [360, 1280]) {
    // Axe on the screens of AUDIT_SCREENS; the width, the log and the title on all four.
    const audited = isAuditScreen(language, width);
    test.describe(`every route in ${language} at ${String(width)} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`${audited ? 'passes axe, ' : ''}fits the width, logs no error and has a specific bounded title`, async ({
        page,
        pageErrors,
      }) => {
        test.setTimeout(examples.length * 10_000);
        const screen = new RouteCheckPage(page);
        await screen.recordCspViolations();
        await screen.open('/');
        await screen.switchLanguage(language);

        const findings: string[] = [];
        const titles: { route: RouteName; url: string; title: string }[] = [];
        for (const { route, url } of examples) {
          const found = (what: string) => findings.push(`${url} (${route}): ${what}`);
          await screen.open(url);
          expect(await screen.htmlLang(), url).toBe(language);

          if (audited)
            for (const violation of await screen.axeViolations()) found(`axe ${violation}`);
          const overflow = await screen.horizontalOverflow();
          if (overflow) found(overflow);
          for (const error of pageErrors.splice(0)) {
            if (!(route === 'not_found' && NOT_FOUND_LOG.test(error))) found(error);
          }
          for (const violation of screen.takeCspViolations()) found(`CSP ${violation}`);

          const title = await page.title();
          titles.push({ route, url, title });
          if (title.length > DOCUMENT_TITLE_MAX) {
            found(`title of ${String(title.length)} characters: ${title}`);
          }
          if (route !== 'home' && title === APP_NAME[language]) found('title is the bare app name');
        }
        for (const { route, url, title } of repeatedTitles(titles)) {
          findings.push(`${url} (${route}): title shared with another page: ${title}`);
        }
        expect(findings).toEqual([]);
      });
    });
  }
}

test('the document title follows navigation inside the app: tender tabs, pages, kit elements', async ({
  page,
}) => {
  const tender = new TenderPage(page);
  await tender.goto(EXAMPLE_TENDERS.large);
  await expect(page).toHaveTitle('Реабілітаційне обладнання 3 лоти: - ЛОТ 1… — Відкриті закупівлі');
  await tender.tab('Угоди та договори').click();
  await expect(page).toHaveTitle(
    'Угоди та договори — Реабілітаційне обладнання 3… — Відкриті закупівлі',
  );
  await tender.tab('Лоти').click();
  await expect(page).toHaveTitle(
    'Лоти — Реабілітаційне обладнання 3 лоти: - ЛОТ 1… — Відкриті закупівлі',
  );
  await tender.tab('Інформація про закупівлю').click();
  await expect(page).toHaveTitle(/^Реабілітаційне обладнання 3 лоти/);

  const kit = new UiKitPage(page);
  await kit.goto();
  await expect(page).toHaveTitle('Набір елементів інтерфейсу — Відкриті закупівлі');
  await kit.itemList.getByRole('link', { name: 'Вкладки' }).click();
  await expect(page).toHaveTitle('Вкладки — Елементи інтерфейсу — Відкриті закупівлі');
  await kit.itemList.getByRole('link', { name: 'Гроші' }).click();
  await expect(page).toHaveTitle('Гроші — Елементи інтерфейсу — Відкриті закупівлі');
});

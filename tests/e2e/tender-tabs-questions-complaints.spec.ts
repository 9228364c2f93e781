import tenderUk from '../../contract/locales/uk/tender.json' with { type: 'json' };
import tenderComplaintsUk from '../../contract/locales/uk/tenderComplaints.json' with { type: 'json' };
import tenderQuestionsUk from '../../contract/locales/uk/tenderQuestions.json' with { type: 'json' };
import { shippedTenderData, shippedTenderIDs } from '../support/shipped-cdb';
import { shippedDictionaryData } from '../support/shipped-data';
import { expect, test } from './fixtures';
import { TenderPage } from './pages/TenderPage';

type Json = Record<string, unknown>;

const list = (o: unknown, key: string): Json[] =>
  ((o as Json | undefined)?.[key] as Json[] | undefined) ?? [];

/** Every complaint and claim a CDB tender holds, wherever CDB keeps it. */
const allComplaints = (cdb: Json): Json[] => [
  ...list(cdb, 'complaints'),
  ...['awards', 'qualifications', 'cancellations'].flatMap((key) =>
    list(cdb, key).flatMap((owner) => list(owner, 'complaints')),
  ),
];

const entriesOf = (cdb: Json): number => list(cdb, 'questions').length + allComplaints(cdb).length;

/**
 * The shipped tenders holding the most questions, claims and complaints. The unit tests
 * (tabs/questions.test.ts, tabs/complaints.test.ts) walk every shipped tender's entries; the
 * browser shows that the tabs render them.
 */
const WITH_MOST_ENTRIES = shippedTenderIDs()
  .map((id) => ({ id, entries: entriesOf(shippedTenderData<Json>(id)) }))
  .sort((a, b) => b.entries - a.entries)
  .slice(0, 4)
  .map(({ id }) => id);

const uk = {
  questions: tenderQuestionsUk as {
    questionStatus: Record<string, string>;
    questions: { empty: string };
    linkCopied: { question: string };
    copyLink: { question: string };
  },
  complaints: tenderComplaintsUk as {
    status: Record<string, string>;
    linkCopied: string;
    copyLink: string;
  },
  tender: tenderUk as { tabFailed: string; tabRetry: string },
};
const complaintStatuses =
  shippedDictionaryData<Record<string, { title_uk?: string }>>('complaint_statuses');
const statusLabel = (status: string): string =>
  complaintStatuses[status]?.title_uk ?? uk.complaints.status[status] ?? status;

/** A tender with questions, award complaints with objections and a denial tab. */
const LARGE = 'UA-2024-01-10-005750-a';
/** A tender with four questions and two complaints about its conditions. */
const SMALL = 'UA-2020-08-06-003989-a';

const QUESTIONS_TAB = 'Питання та вимоги';
const COMPLAINTS_TAB = 'Скарги';

interface QuestionsAnswer {
  data: { questions: { id: string; title: string; answer?: string }[]; claims: { id: string }[] };
}
interface ComplaintsAnswer {
  data: Record<string, { id: string; title: string; status: string; complaintID?: string }[]>;
}

test.describe('questions and complaints tabs', () => {
  test('the real tenders with the most questions and complaints: each entry shows, the counters count them', async ({
    page,
    request,
  }) => {
    // Two tabs of four tenders, each waiting for its data.
    test.setTimeout(90_000);
    const tender = new TenderPage(page);
    for (const id of WITH_MOST_ENTRIES) {
      const questions = (
        (await (await request.get(`/api/tenders/${id}/questions`)).json()) as QuestionsAnswer
      ).data;
      await page.goto(`/tender/${id}/questions`);
      const count = questions.questions.length + questions.claims.length;
      await expect(tender.tab(QUESTIONS_TAB), id).toHaveAccessibleName(
        `${QUESTIONS_TAB} (${String(count)})`,
      );
      await expect(tender.main.locator('article.tab-entry'), id).toHaveCount(count);
      for (const question of questions.questions) {
        const card = tender.main.locator(`#question-${question.id}`);
        await expect(card.getByRole('heading', { level: 3 }), id).toHaveText(question.title.trim());
        if (question.answer?.trim())
          await expect(card, id).toContainText(question.answer.trim().slice(0, 40));
        await expect(card, id).toContainText(
          uk.questions.questionStatus[question.answer?.trim() ? 'has_answer' : 'no_answer'] ?? '',
        );
      }

      const complaints = Object.values(
        ((await (await request.get(`/api/tenders/${id}/complaints`)).json()) as ComplaintsAnswer)
          .data,
      ).flat();
      await tender.tab(COMPLAINTS_TAB).click();
      await expect(page).toHaveURL(new RegExp(`/tender/${id}/complaints$`));
      await expect(tender.tab(COMPLAINTS_TAB), id).toHaveAccessibleName(
        `${COMPLAINTS_TAB} (${String(complaints.length)})`,
      );
      // The tab's own entries (the head above holds accordions of its own, red flags).
      await expect(tender.main.locator('.tender__tab section.accordion'), id).toHaveCount(
        complaints.length,
      );
      for (const complaint of complaints) {
        const item = tender.main.locator(`#complaint-${complaint.id}`);
        // Titled by its own title and its number: many are titled just 'Скарга'.
        const number = complaint.complaintID ? ` · № ${complaint.complaintID}` : '';
        await expect(item.getByRole('heading', { level: 3 }), id).toHaveText(
          `${complaint.title.trim()}${number}`,
        );
        await expect(item.locator('.status-badge'), id).toHaveText(statusLabel(complaint.status));
      }
    }
  });

  test('the zero counter of an empty tab shows, muted', async ({ page }) => {
    const tender = new TenderPage(page);
    await tender.goto(LARGE);
    const monitoring = tender.tab('Моніторинг');
    await expect(monitoring).toHaveAccessibleName('Моніторинг (0)');
    await expect(monitoring.locator('.tender-tabs__count--zero')).toHaveText('0');
  });

  test('a tab opens once its data is in, with the loading indicator while it waits', async ({
    page,
  }) => {
    const tender = new TenderPage(page);
    await tender.goto(LARGE);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/tenders/*/complaints', async (route) => {
      await held;
      await route.continue();
    });
    await tender.tab(COMPLAINTS_TAB).click();
    await expect(tender.main.getByRole('status').filter({ hasText: /Завантаження/ })).toBeVisible();
    release();
    await expect(
      tender.main
        .getByRole('heading', { level: 2, name: /Скарги на рішення щодо учасника/ })
        .first(),
    ).toBeVisible();
    await expect(tender.main.getByRole('status').filter({ hasText: /Завантаження/ })).toHaveCount(
      0,
    );
  });
});

test.describe('a tab whose endpoint fails', () => {
  // Requests the service worker makes are out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test('shows the empty list with a quiet retry line; the page still works', async ({
    page,
    pageErrors,
  }) => {
    const tender = new TenderPage(page);
    await page.route('**/api/tenders/*/questions', (route) => route.abort());
    await tender.goto(SMALL);
    await tender.tab(QUESTIONS_TAB).click();
    await expect(page).toHaveURL(/\/questions$/);
    // The empty data of No entries, and the line in place of "there are none".
    await expect(tender.main.getByRole('heading', { level: 2, name: 'Питання' })).toBeVisible();
    await expect(tender.main.getByText(uk.tender.tabFailed)).toBeVisible();
    await expect(tender.main.locator('article.tab-entry')).toHaveCount(0);
    await expect(tender.main.getByText(uk.questions.questions.empty)).toHaveCount(0);

    // The other tabs and the page around still work.
    await tender.tab(COMPLAINTS_TAB).click();
    await expect(
      tender.main.getByRole('heading', { level: 2, name: 'Скарги на умови закупівлі' }),
    ).toBeVisible();
    await tender.tab(QUESTIONS_TAB).click();
    await expect(tender.main.getByText(uk.tender.tabFailed)).toBeVisible();

    // Back online: the retry reloads the tab alone.
    await page.unroute('**/api/tenders/*/questions');
    await tender.main.getByRole('button', { name: uk.tender.tabRetry }).click();
    await expect(tender.main.locator('article.tab-entry')).toHaveCount(4);
    await expect(tender.main.getByText(uk.tender.tabFailed)).toHaveCount(0);

    const logged = pageErrors.splice(0);
    expect(logged.length).toBeGreaterThan(0);
    for (const error of logged) {
      expect(error).toMatch(
        /questions tab(: request failed; retrying once| failed to load)|ERR_FAILED/,
      );
    }
  });
});

test.describe('keyboard', () => {
  test('the tab bar: arrows, Home and End move along it, Space and Enter open a tab', async ({
    page,
  }) => {
    const tender = new TenderPage(page);
    await tender.goto(LARGE);
    await tender.tab('Інформація про закупівлю').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tender.tab(QUESTIONS_TAB)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tender.tab(COMPLAINTS_TAB)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/complaints$/);
    await expect(tender.tab(COMPLAINTS_TAB)).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('End');
    await expect(tender.tab('Лоти')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tender.tab('Інформація про закупівлю')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tender.tab('Лоти')).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/questions$/);
  });

  test('a complaint: Enter and Space open and close it, arrows move between its tabs', async ({
    page,
  }) => {
    const tender = new TenderPage(page);
    await page.goto(`/tender/${LARGE}/complaints`);
    const withDenial = tender.main.locator('section.accordion').filter({
      has: page.getByRole('button', { name: /^Скарга · № / }),
    });
    const button = withDenial.first().getByRole('button', { name: /^Скарга · № / });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    const details = withDenial.first().getByRole('tab', { name: 'Деталі' });
    await details.focus();
    await page.keyboard.press('ArrowRight');
    const denial = withDenial.first().getByRole('tab', { name: 'Відмова' });
    await expect(denial).toBeFocused();
    await expect(denial).toHaveAttribute('aria-selected', 'true');
    await expect(withDenial.first().getByRole('tabpanel')).toContainText(
      'Причина відмови в розгляді',
    );

    // Tab leaves the tab list for the open tab's panel.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveRole('tabpanel');
  });
});

test.describe('copied links', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a copied complaint link, opened in a new page, lands on that complaint', async ({
    page,
    context,
  }) => {
    const tender = new TenderPage(page);
    await page.goto(`/tender/${LARGE}/complaints`);
    const items = tender.main.locator('section.accordion');
    const last = items.last();
    const id = ((await last.getAttribute('id')) ?? '').replace(/^complaint-/, '');
    await last.getByRole('button', { name: uk.complaints.copyLink }).click();
    await expect(last.getByRole('status')).toHaveText(uk.complaints.linkCopied);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/tender/${LARGE}/complaints#complaint-${id}$`));

    const other = await context.newPage();
    await other.goto(link);
    const landed = other.locator(`#complaint-${id}`);
    await expect(landed.getByRole('button', { expanded: true })).toBeVisible();
    await expect(landed).toBeInViewport();
  });

  test('a copied question link, opened in a new page, lands on that question', async ({
    page,
    context,
  }) => {
    const tender = new TenderPage(page);
    await page.goto(`/tender/${SMALL}/questions`);
    const question = tender.main.locator('article.tab-entry').last();
    const questionId = await question.getAttribute('id');
    await question.getByRole('button', { name: uk.questions.copyLink.question }).click();
    await expect(question.getByRole('status')).toHaveText(uk.questions.linkCopied.question);
    const questionLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(questionLink).toMatch(new RegExp(`/questions#${questionId ?? ''}$`));
    const other = await context.newPage();
    await other.goto(questionLink);
    await expect(other.locator(`#${questionId ?? ''}`)).toBeInViewport();
  });

  test('a complaint about an award links to that award in the procurement details', async ({
    page,
  }) => {
    const tender = new TenderPage(page);
    await page.goto(`/tender/${LARGE}/complaints`);
    const award = list(shippedTenderData<Json>(LARGE), 'awards').find(
      (entry) => list(entry, 'complaints').length > 0,
    );
    const link = tender.main.getByRole('link', { name: 'Рішення в протоколі розкриття' }).first();
    await expect(link).toHaveAttribute('href', `/tender/${LARGE}#award-${String(award?.id)}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/tender/${LARGE}#award-`));
    await expect(tender.tab('Інформація про закупівлю')).toHaveAttribute('aria-current', 'page');
  });
});

import type { Framework } from '../../contract/framework';
import type { Plan } from '../../contract/plan';
import { EXAMPLE_ENTITIES } from '../../src/app/route-examples';
import { expect, test } from './fixtures';
import { EntityPage } from './pages/EntityPage';
import { moneyPattern } from './pages/TenderPage';

type PlanAnswer = Plan;
type FrameworkAnswer = Framework & {
  counts: { submissions: number; qualifications: number; agreements: number };
};
interface ProductAnswer {
  id: string;
  title: string;
  identifier?: { id: string };
  requirementResponses: unknown[];
}

const amount = (value: number): string =>
  `${value
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} грн`;

test('a real plan opens by planID and by internal id with its title and key facts', async ({
  page,
  request,
}) => {
  const plan = await EntityPage.answer<PlanAnswer>(request, 'plans', EXAMPLE_ENTITIES.largePlan);
  const screen = new EntityPage(page);
  const buyer = plan.buyers[0] ?? plan.procuringEntity;

  for (const id of [plan.planID, plan.id]) {
    const response = await screen.goto('plan', id);
    expect(response?.status(), id).toBe(200);
    await expect(screen.heading).toHaveText(plan.title);
    await expect(screen.main.getByText(plan.planID, { exact: true })).toBeVisible();
    const details = screen.section('Основні відомості');
    await expect(screen.field('Замовник', details)).toHaveText(buyer.name);
    await expect(screen.field('Код ЄДРПОУ замовника', details)).toHaveText(buyer.identifier.id);
    await expect(screen.field('Очікувана вартість', details)).toHaveText(
      moneyPattern(amount(plan.budget?.amount ?? Number.NaN)),
    );
    // The budget's year, else the year its period starts.
    await expect(screen.field('Рік', details)).toHaveText(
      String(plan.budget?.year ?? plan.budget?.period?.startDate?.slice(0, 4)),
    );
    await expect(screen.field('Код ДК 021:2015', details)).toContainText(
      plan.classification?.id ?? 'a code',
    );
    // A table on a desktop: one row per item, named by its description.
    await expect(screen.section('Номенклатура').getByRole('rowheader')).toHaveText(
      plan.items.map((item) => item.description),
    );
    await expect(screen.testBadge).toBeHidden();
  }
  await expect(page).toHaveTitle(/^План: Фармацевтична продукція/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a plan lists its items as cards', async ({ page, request }) => {
    const plan = await EntityPage.answer<PlanAnswer>(request, 'plans', EXAMPLE_ENTITIES.largePlan);
    const screen = new EntityPage(page);
    await screen.goto('plan', plan.planID);
    const items = screen.section('Номенклатура');
    await expect(items.getByRole('table')).toBeHidden();
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(
      plan.items.map((item) => item.description),
    );
    const first = items.getByRole('listitem').filter({ hasText: plan.items[0]?.description ?? '' });
    await expect(screen.field('Кількість', first.first())).toHaveText(
      new RegExp(`^${String(plan.items[0]?.quantity)}\\s${plan.items[0]?.unit?.name ?? ''}$`),
    );
  });
});

test('a plan without items says so, and speaks English', async ({ page, request }) => {
  const plan = await EntityPage.answer<PlanAnswer>(request, 'plans', EXAMPLE_ENTITIES.minimalPlan);
  const screen = new EntityPage(page);
  await page.goto(`/plan/${plan.planID}?lang=en`);
  await expect(screen.heading).toHaveText(plan.title);
  await expect(screen.section('Items')).toContainText('The plan lists no items.');
  const details = screen.section('Key facts');
  await expect(screen.field('Buyer’s EDRPOU code', details)).toHaveText(
    plan.buyers[0]?.identifier.id ?? plan.procuringEntity.identifier.id,
  );
  await expect(screen.field('Procuring entity', details)).toHaveText(plan.procuringEntity.name);
  const tender = screen.field('Announced procurement', details);
  if (plan.linkedTender) {
    const { id, tenderID, test: isTest } = plan.linkedTender;
    await expect(tender.getByRole('link')).toHaveAttribute(
      'href',
      `/tender/${isTest === true ? id : tenderID}`,
    );
  } else {
    await expect(tender).toHaveText(
      plan.tender_id ? 'announced; this procurement is not in the portal’s data yet' : '—',
    );
  }
});

test('a framework opens by prettyID and by internal id with its counts and test badge', async ({
  page,
  request,
}) => {
  const screen = new EntityPage(page);
  for (const key of [EXAMPLE_ENTITIES.framework, EXAMPLE_ENTITIES.frameworkId]) {
    const framework = await EntityPage.answer<FrameworkAnswer>(request, 'frameworks', key);
    const response = await screen.goto('framework', key);
    expect(response?.status(), key).toBe(200);
    await expect(screen.heading).toHaveText(framework.title);
    await expect(screen.main.getByText(framework.prettyID, { exact: true })).toBeVisible();
    const details = screen.section('Основні відомості');
    await expect(screen.field('Організатор', details)).toHaveText(framework.procuringEntity.name);
    await expect(screen.field('Заявок', details)).toHaveText(String(framework.counts.submissions));
    await expect(screen.field('Рішень про кваліфікацію', details)).toHaveText(
      String(framework.counts.qualifications),
    );
    await expect(screen.field('Угод', details)).toHaveText(String(framework.counts.agreements));
    await expect(screen.field('Тип відбору', details)).not.toHaveText(
      framework.frameworkType ?? '—',
    );
    // Every shipped framework is a documentation example.
    expect(framework.mode).toBe('test');
    await expect(screen.testBadge).toHaveText('Тестовий відбір');
    await expect(screen.section('Документи').getByRole('listitem')).toHaveCount(
      framework.documents.length,
    );
  }
});

test('a product opens by its identifier with its properties', async ({ page, request }) => {
  const product = await EntityPage.answer<ProductAnswer>(
    request,
    'products',
    EXAMPLE_ENTITIES.product,
  );
  const screen = new EntityPage(page);
  const response = await screen.goto('product', EXAMPLE_ENTITIES.product);
  expect(response?.status()).toBe(200);
  await expect(screen.heading).toHaveText(product.title);
  await expect(
    screen.main.getByText(product.identifier?.id ?? 'a code', { exact: true }),
  ).toBeVisible();
  await expect(screen.section('Характеристики').locator('dt')).toHaveCount(
    product.requirementResponses.length,
  );
});

for (const url of [
  '/plan/UA-P-2000-01-01-000000-a',
  '/framework/UA-F-2000-01-01-000000',
  '/product/no-such-product',
]) {
  test(`${url} answers 404 and shows the not-found page`, async ({
    page,
    notFound,
    pageErrors,
  }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(notFound.notFoundHeading).toBeVisible();
    await expect(page).toHaveURL(url);
    // The browser logs the page's own 404 answer; the failed load is the server's to log.
    expect(pageErrors.every((error) => /status of 404/.test(error))).toBe(true);
    pageErrors.length = 0;
  });
}

test('a two-em dash in a plan title is drawn two ems long, not as a missing-glyph box', async ({
  page,
}) => {
  const screen = new EntityPage(page);
  await screen.goto('plan', 'UA-P-2024-12-05-012871-a');
  await expect(screen.heading).toContainText('Telec ⸺ 2 шт');
  // The width of the one character, against the font size of the heading that holds it.
  const measure = () =>
    screen.heading.evaluate((heading) => {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf('\u2e3a') ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect().width / parseFloat(getComputedStyle(heading).fontSize);
      }
      return 0;
    });
  await expect.poll(measure).toBeGreaterThan(1.9);
  expect(await measure()).toBeLessThan(2.1);
});

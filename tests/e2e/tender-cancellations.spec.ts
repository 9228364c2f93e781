import type { Locator, Page } from '@playwright/test';
import tenderEn from '../../contract/locales/en/tender.json' with { type: 'json' };
import cancellationsEn from '../../contract/locales/en/tenderCancellations.json' with { type: 'json' };
import tenderUk from '../../contract/locales/uk/tender.json' with { type: 'json' };
import cancellationsUk from '../../contract/locales/uk/tenderCancellations.json' with { type: 'json' };
import { shippedRealTenders, shippedTenderData } from '../support/shipped-cdb';
import { shippedDictionaryData } from '../support/shipped-data';
import { expect, test } from './fixtures';
import { AUDIT_SCREENS, axeViolations } from './axe';
import { RouteCheckPage } from './pages/RouteCheckPage';
import { kyivDateTime, shown } from './shipped-tenders';

interface CdbCancellation {
  id: string;
  status: string;
  reason?: string;
  reasonType?: string;
  cancellationOf?: string;
  relatedLot?: string;
  complaintPeriod?: { startDate?: string; endDate?: string };
  documents?: { id: string }[];
}

interface CdbTender {
  id: string;
  tenderID: string;
  status: string;
  date?: string;
  lots?: { id: string; title: string; title_en?: string }[];
  cancellations?: CdbCancellation[];
}

/** Every real shipped tender with a cancellation that is not a draft. */
const WITH_CANCELLATIONS: readonly CdbTender[] = shippedRealTenders<CdbTender>().filter(
  (tender) => published(tender).length > 0,
);

/** The only shipped unsuccessful tender: a CDB documentation example (opened by its id). */
const UNSUCCESSFUL = shippedTenderData<CdbTender>(
  'doc-tender-closeFrameworkAgreementUA-tendering-cfaua-tut-ae2274f0.json',
);

function published(tender: CdbTender): CdbCancellation[] {
  return (tender.cancellations ?? []).filter((cancellation) => cancellation.status !== 'draft');
}

type Texts = Record<'uk' | 'en', Record<string, unknown>>;
const TEXTS: Texts = { uk: cancellationsUk, en: cancellationsEn };
/** The section's heading is a page text (it shows while the section's code loads). */
const SECTION_TITLE: Record<'uk' | 'en', string> = {
  uk: tenderUk.outcomeSections.cancellations,
  en: tenderEn.outcomeSections.cancellations,
};
const text = (lang: 'uk' | 'en', ...keys: string[]): string =>
  String(keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], TEXTS[lang]));

const REASON_TYPES = shippedDictionaryData<Record<string, { title_uk: string; title_en: string }>>(
  'cancellation_reason_types',
);

const anchor = (cancellation: CdbCancellation): string => `cancellation-${cancellation.id}`;

/** The cancellations section of the purchase-details tab. */
class CancellationsBlock {
  readonly section: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator('#tender-cancellations');
  }

  /** Opens a tender by its tenderID or id, with the language and the hash asked for. */
  async open(key: string, options: { lang?: 'uk' | 'en'; hash?: string } = {}) {
    const query = options.lang === 'en' ? '?lang=en' : '';
    const hash = options.hash ? `#${options.hash}` : '';
    await this.page.goto(`/tender/${key}${query}${hash}`, {
      waitUntil: 'networkidle',
    });
    await expect(this.section).toBeAttached();
  }

  accordion(cancellation: CdbCancellation): Locator {
    return this.page.locator(`[id="${anchor(cancellation)}"]`);
  }

  button(cancellation: CdbCancellation): Locator {
    return this.accordion(cancellation).locator('.accordion__button');
  }

  panel(cancellation: CdbCancellation): Locator {
    return this.page.locator(`[id="${anchor(cancellation)}-panel"]`);
  }

  /** The label–value pairs of a cancellation's detail list. */
  async rows(cancellation: CdbCancellation): Promise<Record<string, string>> {
    const pairs = await this.panel(cancellation)
      .locator('.key-value-list__row')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('dt')?.textContent ?? '',
          row.querySelector('dd')?.textContent ?? '',
        ]),
      );
    return Object.fromEntries(pairs.map(([label = '', value = '']) => [label, shown(value)]));
  }

  axeViolations(): Promise<string[]> {
    return axeViolations(this.page, '#tender-cancellations');
  }
}

test('the shipped real tenders with cancellations are three, one cancelling two lots', () => {
  expect(WITH_CANCELLATIONS.length).toBeGreaterThanOrEqual(3);
  expect(
    WITH_CANCELLATIONS.some(
      (tender) => published(tender).filter((c) => c.cancellationOf === 'lot').length > 1,
    ),
  ).toBe(true);
});

for (const tender of WITH_CANCELLATIONS) {
  test(`${tender.tenderID}: #cancellation-<id> opens each cancellation with what its CDB JSON says`, async ({
    page,
  }) => {
    const block = new CancellationsBlock(page);
    for (const [index, cancellation] of published(tender).entries()) {
      await block.open(tender.tenderID, { hash: anchor(cancellation) });
      const button = block.button(cancellation);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(block.accordion(cancellation)).toBeInViewport();
      await expect(button).toContainText(`Скасування № ${String(index + 1)}`);
      await expect(block.accordion(cancellation).locator('.status-badge')).toHaveText(
        text('uk', 'status', cancellation.status),
      );

      const reason = cancellation.reason?.trim() ?? '';
      await expect(block.panel(cancellation).getByText(reason, { exact: true })).toBeVisible();
      const rows = await block.rows(cancellation);
      const label = (key: string) => text('uk', 'row', key);
      const lot = tender.lots?.find((entry) => entry.id === cancellation.relatedLot);
      const expected: Record<string, string> = {
        [label('subject')]:
          cancellation.cancellationOf === 'lot'
            ? shown(lot?.title ?? '')
            : text('uk', 'wholeTender'),
        [label('complaintStartDate')]:
          kyivDateTime(cancellation.complaintPeriod?.startDate ?? '') ?? '—',
        [label('complaintEndDate')]:
          kyivDateTime(cancellation.complaintPeriod?.endDate ?? '') ?? '—',
        [label('reasonType')]: REASON_TYPES[cancellation.reasonType ?? '']?.title_uk ?? '—',
        [label('reason')]: shown(reason),
      };
      for (const [key, value] of Object.entries(expected)) expect(rows[key], key).toBe(value);
      expect(label('date') in rows).toBe(cancellation.status === 'active');
      expect(label('rejectDate') in rows).toBe(cancellation.status === 'unsuccessful');

      if (cancellation.cancellationOf === 'lot') {
        await expect(button).toContainText(`Лот: ${shown(lot?.title ?? '')}`);
      }
      const documents = new Set((cancellation.documents ?? []).map((document) => document.id));
      await expect(
        block
          .panel(cancellation)
          .locator('.tender-documents__item:not(.tender-documents__service-group)'),
      ).toHaveCount(documents.size);
    }
  });
}

test('closing a cancellation removes it from the address; the keyboard opens it again', async ({
  page,
}) => {
  const tender = WITH_CANCELLATIONS.find((entry) => published(entry).length > 1);
  const [first, second] = tender ? published(tender) : [];
  if (!tender || !first || !second) throw new Error('a tender with two cancellations is shipped');
  const block = new CancellationsBlock(page);
  await block.open(tender.tenderID, { hash: `${anchor(first)},${anchor(second)}` });
  await expect(block.button(first)).toHaveAttribute('aria-expanded', 'true');
  await expect(block.button(second)).toHaveAttribute('aria-expanded', 'true');

  await block.button(first).click();
  await expect(block.button(first)).toHaveAttribute('aria-expanded', 'false');
  await expect(block.panel(first)).toBeHidden();
  expect(new URL(page.url()).hash).toBe(`#${anchor(second)}`);

  await block.button(first).press('Enter');
  await expect(block.button(first)).toHaveAttribute('aria-expanded', 'true');
  await expect(block.panel(first).getByText(first.reason?.trim() ?? '')).toBeVisible();
});

test('a single cancellation is open from the start; several start closed', async ({ page }) => {
  const block = new CancellationsBlock(page);
  for (const tender of WITH_CANCELLATIONS) {
    await block.open(tender.tenderID);
    const expanded = published(tender).length === 1 ? 'true' : 'false';
    await page.keyboard.press('Shift');
    for (const cancellation of published(tender)) {
      await expect(block.button(cancellation)).toHaveAttribute('aria-expanded', expanded);
    }
  }
});

test('an unsuccessful tender shows its automatic cancellation with the date it failed', async ({
  page,
}) => {
  // Opened as every route is checked: the key that reveals the far sections is pressed until
  // the tab listens for it.
  await new RouteCheckPage(page).open(`/tender/${UNSUCCESSFUL.id}`);
  const section = page.locator('#tender-cancellations');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(
    text('uk', 'automatic', 'title'),
  );
  await expect(section.locator('time')).toHaveText(kyivDateTime(UNSUCCESSFUL.date ?? '') ?? '');
  await expect(section.locator('.accordion')).toHaveCount(published(UNSUCCESSFUL).length);
});

for (const { lang, width } of AUDIT_SCREENS) {
  test(`axe finds nothing with every cancellation open, no sideways scroll (${lang}, ${String(width)} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const block = new CancellationsBlock(page);
    const screen = new RouteCheckPage(page);
    const findings: string[] = [];
    for (const tender of [...WITH_CANCELLATIONS, UNSUCCESSFUL]) {
      const all = published(tender).map(anchor).join(',');
      const key = tender === UNSUCCESSFUL ? tender.id : tender.tenderID;
      await block.open(key, { lang, ...(all ? { hash: all } : {}) });
      await page.keyboard.press('Shift');
      await expect(block.section.locator('.accordion__button[aria-expanded="false"]')).toHaveCount(
        0,
      );
      await expect(block.section.getByRole('heading', { level: 2 })).toHaveText(
        SECTION_TITLE[lang],
      );
      for (const violation of await block.axeViolations()) {
        findings.push(`${tender.tenderID}: ${violation}`);
      }
      const overflow = width === 360 ? await screen.horizontalOverflow() : undefined;
      if (overflow) findings.push(`${tender.tenderID}: ${overflow}`);
      if (lang === 'en') {
        for (const cancellation of published(tender)) {
          const reasonType = REASON_TYPES[cancellation.reasonType ?? '']?.title_en ?? '';
          await expect(block.panel(cancellation)).toContainText(reasonType);
          await expect(block.accordion(cancellation).locator('.status-badge')).toHaveText(
            text('en', 'status', cancellation.status),
          );
        }
      }
    }
    expect(findings).toEqual([]);
  });
}

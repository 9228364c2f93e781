import { PURCHASE_SECTIONS, sectionId } from '../../src/features/tender/model/purchase-sections';
import { shippedDictionaryData } from '../support/shipped-data';
import { expect, test } from './fixtures';
import { TenderSectionsPage } from './pages/TenderSectionsPage';
import {
  SHIPPED_TENDERS,
  expectedSections,
  expectedTexts,
  oneOfEach,
  shown,
} from './shipped-tenders';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SECTION_IDS = PURCHASE_SECTIONS.map(sectionId);
/** The marketplaces dictionary as shipped in data/dictionaries. */
const MARKETPLACES =
  shippedDictionaryData<Record<string, { title_uk: string; tender_url: string; order: number }>>(
    'marketplaces',
  );
const BROKEN_VALUE = /undefined|NaN|Invalid Date/;

/** One shipped tender of each procedure type and set of sections. */
const SHAPES = oneOfEach(SHIPPED_TENDERS, (tender) => {
  const sections = expectedSections(tender);
  const present = PURCHASE_SECTIONS.filter((section) => sections[section]);
  return `${tender.procurementMethodType} ${present.join()}`;
});

test('a shipped tender of each shape shows what its CDB JSON says, in the sections it calls for', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(test.info().timeout + SHAPES.length * 6_000);
  const screen = new TenderSectionsPage(page);
  const findings: string[] = [];

  for (const tender of SHAPES) {
    const found = (what: string) => findings.push(`${tender.tenderID}: ${what}`);
    await screen.open(tender.tenderID);
    if (expectedSections(tender).documents) await screen.showAllDocuments();
    const snapshot = await screen.snapshot(SECTION_IDS);

    if (snapshot.heading !== shown(tender.title)) found(`h1 is "${snapshot.heading}"`);

    const sections = expectedSections(tender);
    const expectedIds = PURCHASE_SECTIONS.filter((section) => sections[section]).map(sectionId);
    if (snapshot.sectionIds.join() !== expectedIds.join()) {
      found(`sections [${snapshot.sectionIds.join(', ')}], expected [${expectedIds.join(', ')}]`);
    }

    for (const { section, what, text } of expectedTexts(tender)) {
      const id = sectionId(section);
      const sectionText = snapshot.sectionText[id];
      if (sectionText !== undefined && !sectionText.includes(text)) {
        found(`#${id} lacks the ${what} "${text}"`);
      }
    }

    const broken = BROKEN_VALUE.exec(snapshot.pageText);
    if (broken) found(`the page says "${broken[0]}"`);
    for (const error of pageErrors.splice(0)) found(error);
  }

  expect(findings).toEqual([]);
});

test('a long list of documents opens from the keyboard; each marketplace opens this tender', async ({
  page,
}) => {
  // Open for proposals, with 14 documents, 5 of them changed: 4 among the newest 10 read, and
  // the signature, which comes after them.
  const tenderID = 'UA-2023-09-08-012599-a';
  const screen = new TenderSectionsPage(page);
  // A day its tender period runs (it ends 23 September 2023).
  await page.clock.setFixedTime(new Date('2023-09-20T12:00:00+03:00'));
  await screen.open(tenderID);

  const documents = screen.section('tender-documents');
  await expect(screen.currentDocuments).toHaveCount(10);
  await expect(documents.getByRole('deletion')).toHaveCount(4);
  await documents.getByRole('button', { name: 'Показати всі (14)' }).focus();
  await page.keyboard.press('Enter');
  await expect(screen.currentDocuments).toHaveCount(14);
  await expect(documents.getByRole('deletion')).toHaveCount(5);
  await expect(documents.getByRole('button', { name: 'Згорнути' })).toBeFocused();

  const marketplaces = Object.values(MARKETPLACES);
  await expect(screen.marketplaceLinks).toHaveCount(marketplaces.length);
  for (const [index, marketplace] of marketplaces.sort((a, b) => a.order - b.order).entries()) {
    const link = screen.marketplaceLinks.nth(index);
    await expect(link).toHaveAccessibleName(new RegExp(`^${escapeRegExp(marketplace.title_uk)}`));
    // The name is text of the page's size, not drawn small inside a logo.
    await expect(link).toContainText(marketplace.title_uk);
    await expect(link).toHaveAttribute(
      'href',
      marketplace.tender_url.replace('{tenderID}', tenderID),
    );
    await expect(link).toHaveAttribute('target', '_blank');
  }

  await screen
    .section('tender-submitProposal')
    .getByRole('link', { name: 'Як подати пропозицію: інструкція для учасників' })
    .click();
  await expect(screen.heading).toHaveText('Електронні майданчики та Prozorro Market');
});

test('a tender still open by the data after its deadline says so and offers no submission', async ({
  page,
}) => {
  // The snapshot says "active.tendering"; its tender period ended on 6 February 2026.
  const screen = new TenderSectionsPage(page);
  await page.clock.setFixedTime(new Date('2026-11-27T12:00:00+02:00'));
  await screen.open('UA-2026-01-29-006656-a');
  await expect(page.getByTestId('tender-lapsed')).toHaveText(
    /^Строк подання минув 06 лютого 2026; дані станом на 04 лютого 2026, 00:00\.$/,
  );
  await expect(screen.section('tender-documentation')).toBeVisible();
  await expect(screen.section('tender-submitProposal')).toHaveCount(0);
  await expect(page.locator('.mp-slider')).toBeVisible();

  await page.clock.setFixedTime(new Date('2026-02-05T12:00:00+02:00'));
  await screen.open('UA-2026-01-29-006656-a');
  await expect(screen.section('tender-submitProposal')).toBeVisible();
  await expect(page.getByTestId('tender-lapsed')).toHaveCount(0);
  // The submit block lists the marketplaces: the strip below the page does not repeat them.
  await expect(page.locator('.site-footer')).toBeVisible();
  await expect(page.locator('.mp-slider')).toBeHidden();
});

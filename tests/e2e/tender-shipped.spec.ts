import { PURCHASE_SECTIONS, sectionId } from '../../src/features/tender/model/purchase-sections';
import { expect, test } from './fixtures';
import { TenderSectionsPage } from './pages/TenderSectionsPage';
import {
  MARKETPLACES,
  SHIPPED_TENDERS,
  expectedSections,
  expectedTexts,
  shown,
} from './shipped-tenders';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SECTION_IDS = PURCHASE_SECTIONS.map(sectionId);
const BROKEN_VALUE = /undefined|NaN|Invalid Date/;

test('every shipped tender shows what its CDB JSON says, in the sections spec §2 calls for', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(SHIPPED_TENDERS.length * 2_000);
  const screen = new TenderSectionsPage(page);
  const findings: string[] = [];

  for (const tender of SHIPPED_TENDERS) {
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
  // Open for proposals, with 14 documents; the 5 changed ones are among the newest 10.
  const tenderID = 'UA-2023-09-08-012599-a';
  const screen = new TenderSectionsPage(page);
  await screen.open(tenderID);

  const documents = screen.section('tender-documents');
  await expect(screen.currentDocuments).toHaveCount(10);
  await expect(documents.getByRole('deletion')).toHaveCount(5);
  await documents.getByRole('button', { name: 'Показати всі (14)' }).focus();
  await page.keyboard.press('Enter');
  await expect(screen.currentDocuments).toHaveCount(14);
  await expect(documents.getByRole('button', { name: 'Згорнути' })).toBeFocused();

  const marketplaces = Object.values(MARKETPLACES.data);
  await expect(screen.marketplaceLinks).toHaveCount(marketplaces.length);
  for (const [index, marketplace] of marketplaces.sort((a, b) => a.order - b.order).entries()) {
    const link = screen.marketplaceLinks.nth(index);
    await expect(link).toHaveAccessibleName(new RegExp(`^${escapeRegExp(marketplace.title_uk)}`));
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

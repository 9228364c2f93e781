import { PURCHASE_SECTIONS, sectionId } from '../../src/features/tender/model/purchase-sections';
import { expect, test } from './fixtures';
import { TenderSectionsPage } from './pages/TenderSectionsPage';
import { SHIPPED_TENDERS, expectedSections, expectedTexts, shown } from './shipped-tenders';

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

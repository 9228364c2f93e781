import format from '../../contract/locales/uk/format.json' with { type: 'json' };
import { shippedDictionaryData } from '../support/shipped-data';
import { AUDIT_SCREENS } from './axe';
import { expect, test } from './fixtures';
import { TenderProtocolsPage } from './pages/TenderProtocolsPage';
import { SHIPPED_TENDERS, money, oneOfEach, shown } from './shipped-tenders';

interface CdbOrganization {
  name?: string;
  identifier?: { id?: string; scheme?: string; legalName?: string };
}
interface CdbAward {
  id: string;
  status: string;
  bid_id?: string;
  value?: { amount: number; currency?: string; valueAddedTaxIncluded?: boolean };
  suppliers?: CdbOrganization[];
}
interface CdbProtocolTender {
  id: string;
  tenderID: string;
  lots?: unknown[];
  bids?: { id: string; tenderers?: CdbOrganization[] }[];
  awards?: CdbAward[];
  qualifications?: { id: string; bidID?: string }[];
}

const TENDERS = SHIPPED_TENDERS as unknown as CdbProtocolTender[];
const AWARD_LABELS = shippedDictionaryData<Record<string, { title_uk: string }>>('award_statuses');
const VAT: { included: string; excluded: string } = format.vat;

const legalName = (organization: CdbOrganization | undefined): string =>
  shown(organization?.identifier?.legalName ?? organization?.name ?? '');

/** The award whose supplier, price and status head its group: the last award of its bid. */
function isGroupLead(tender: CdbProtocolTender, award: CdbAward): boolean {
  const awards = tender.awards ?? [];
  const byBid = (tender.bids ?? []).some((bid) => awards.some((a) => a.bid_id === bid.id));
  if (!byBid || !award.bid_id) return true;
  return awards.filter((a) => a.bid_id === award.bid_id).at(-1) === award;
}

/** The real tenders with the disclosure protocol: awards and no lots. */
const WITH_AWARDS = TENDERS.filter(
  (tender) => (tender.awards?.length ?? 0) > 0 && (tender.lots?.length ?? 0) === 0,
);

/** The only real tender with qualifications (an ESCO tender: two admitted bidders, one winner). */
const ESCO = 'UA-2024-02-28-009286-a';
/** A real tender whose first bidder was disqualified over an abnormally low price. */
const ALP = 'UA-2020-08-06-003989-a';

/**
 * One real award of each kind: its status, whether it heads its group, whether its price
 * says VAT. The unit tests check every real award's group, name, price and status.
 */
const AWARD_KINDS = oneOfEach(
  WITH_AWARDS.flatMap((tender) => (tender.awards ?? []).map((award) => ({ tender, award }))),
  ({ tender, award }) =>
    [award.status, isGroupLead(tender, award), award.value?.valueAddedTaxIncluded].join(),
);

test('#award-{id} opens that award, with its supplier, price and status, for each kind of real award', async ({
  page,
}) => {
  test.setTimeout(test.info().timeout + AWARD_KINDS.length * 6_000);
  const screen = new TenderProtocolsPage(page);
  const findings: string[] = [];
  for (const { tender, award } of AWARD_KINDS) {
    const found = (what: string) => findings.push(`${tender.tenderID} award ${award.id}: ${what}`);
    await screen.openAt(tender.tenderID, `#award-${award.id}`);
    const accordion = screen.accordionOf(`award-${award.id}`);
    // The hash opens it once the page is hydrated.
    const opened = await expect(screen.toggle(accordion))
      .toHaveAttribute('aria-expanded', 'true')
      .then(
        () => true,
        () => false,
      );
    if (!opened) found('not open');
    const supplier = award.suppliers?.[0];
    const header = shown((await screen.accordionHeader(accordion).textContent()) ?? '');
    const expected = [shown(supplier?.identifier?.id ?? '')];
    if (isGroupLead(tender, award)) {
      const vat = award.value?.valueAddedTaxIncluded;
      const note = vat === undefined ? '' : ` ${vat ? VAT.included : VAT.excluded}`;
      expected.push(
        legalName(supplier),
        award.value ? shown(`${money(award.value)}${note}`) : '—',
        AWARD_LABELS[award.status]?.title_uk ?? award.status,
      );
    }
    for (const text of expected)
      if (!header.includes(text)) found(`header "${header}" lacks "${text}"`);
  }
  expect(findings).toEqual([]);
});

test('#qualification-{id} opens that bidder, by the bid’s id or a decision’s', async ({ page }) => {
  const tender = TENDERS.find((candidate) => candidate.tenderID === ESCO);
  const qualifications = tender?.qualifications ?? [];
  expect(qualifications.length).toBeGreaterThan(0);
  const screen = new TenderProtocolsPage(page);
  for (const bid of tender?.bids ?? []) {
    const own = qualifications.filter((q) => q.bidID === bid.id);
    for (const hashId of [bid.id, ...own.map((q) => q.id)]) {
      await screen.openAt(ESCO, `#qualification-${hashId}`);
      const accordion = screen.accordionOf(`qualification-${bid.id}`);
      await expect(screen.toggle(accordion)).toHaveAttribute('aria-expanded', 'true');
      await expect(screen.accordionHeader(accordion)).toContainText(legalName(bid.tenderers?.[0]));
      await expect(screen.accordionHeader(accordion)).toContainText(
        bid.tenderers?.[0]?.identifier?.id ?? '',
      );
      await expect(screen.qualifications.locator('.accordion--open')).toHaveCount(1);
    }
  }
});

test('the award’s tabs switch from the keyboard to the offer details', async ({ page }) => {
  const tender = TENDERS.find((candidate) => candidate.tenderID === ESCO);
  const award = tender?.awards?.[0];
  const screen = new TenderProtocolsPage(page);
  await screen.openAt(ESCO, `#award-${award?.id ?? ''}`);
  const accordion = screen.accordionOf(`award-${award?.id ?? ''}`);
  await accordion.getByRole('tab', { name: 'Деталі рішення' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(accordion.getByRole('tab', { name: 'Деталі пропозиції' })).toBeFocused();
  await expect(accordion.getByRole('tabpanel')).toContainText('Інформація про учасника');
  await expect(accordion.getByRole('tabpanel')).toContainText('termalin.volyn@gmail.com');
  // The tender's data holds both documents, so their printable pages stand for the greyed PDFs.
  await expect(screen.awards.locator('.disabled-link__text')).toHaveCount(0);
  for (const [name, href] of [
    [/^Протокол розкриття тендерних пропозицій/, 'opening-protocol'],
    [/^Повідомлення про намір укласти договір \(/, 'intent-notice'],
  ] as const) {
    await expect(screen.awards.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/tender/${ESCO}/${href}`,
    );
  }
  await expect(screen.awards.getByRole('link', { name: /що далі/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
});

test('a disabled link’s ⓘ stands beside its text at 360 px, not on a line of its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const screen = new TenderProtocolsPage(page);
  await screen.open(`/tender/${ESCO}`);
  await screen.openEveryAccordion();
  const links = page.locator('main .disabled-link');
  expect(await links.count()).toBeGreaterThan(1);
  for (const link of await links.all()) {
    const text = await link.locator('.disabled-link__text').boundingBox();
    const icon = await link.locator('button').boundingBox();
    const name = (await link.textContent()) ?? '';
    expect(text && icon, name).toBeTruthy();
    if (!text || !icon) continue;
    expect(icon.x, name).toBeGreaterThanOrEqual(text.x + text.width - 1);
    const middle = icon.y + icon.height / 2;
    expect(middle, name).toBeGreaterThanOrEqual(text.y);
    expect(middle, name).toBeLessThanOrEqual(text.y + text.height);
  }
});

for (const tenderID of [ESCO, ALP]) {
  for (const { width, lang } of AUDIT_SCREENS) {
    test(`${tenderID} at ${String(width)} px in ${lang}: axe clean with every accordion open, no sideways scroll`, async ({
      page,
    }, testInfo) => {
      // Two axe runs over a whole tender page on a shared machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const screen = new TenderProtocolsPage(page);
      await screen.open(`/tender/${tenderID}?lang=${lang}`);
      const check = async (tab: string) => {
        expect(await screen.axeViolations(), tab).toEqual([]);
        expect(await screen.horizontalOverflow(), tab).toBeUndefined();
        // PROTOCOL_SCREENSHOTS=1 keeps pictures of both sections to look at.
        if (!process.env.PROTOCOL_SCREENSHOTS) return;
        for (const section of [screen.qualifications, screen.awards]) {
          if ((await section.count()) === 0) continue;
          const id = (await section.getAttribute('id')) ?? 'section';
          await section.screenshot({
            path: testInfo.outputPath(`${tenderID}-${id}-${tab}-${String(width)}-${lang}.png`),
          });
        }
      };
      await screen.openEveryAccordion();
      await check('details');
      await screen.selectEveryTab(/^(Деталі пропозиції|Offer details)$/);
      await check('offer');
    });
  }
}

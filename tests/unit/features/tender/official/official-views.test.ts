import { describe, expect, it } from 'vitest';
import type { Tender } from '../../../../../contract/tender';
import { hasOfficialDocument } from '../../../../../src/features/tender/official/model/availability';
import { toIntentNoticeView } from '../../../../../src/features/tender/official/model/intent-notice-view';
import type { OfficialDocumentView } from '../../../../../src/features/tender/official/model/official-context';
import { toOpeningProtocolView } from '../../../../../src/features/tender/official/model/opening-protocol-view';
import { toReceivedBidsView } from '../../../../../src/features/tender/official/model/received-bids-view';
import { formatDateTime } from '../../../../../src/lib/format';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../../support/shipped-cdb';
import { officialContext } from './official-context';

interface CdbMoney {
  amount: number;
}
interface CdbBid {
  id: string;
  status: string;
  date?: string;
  submissionDate?: string;
  value?: CdbMoney;
  lotValues?: { relatedLot: string; value?: CdbMoney; initialValue?: CdbMoney }[];
}
interface CdbAward {
  id: string;
  status: string;
  lotID?: string;
  bid_id?: string;
  complaintPeriod?: { endDate?: string };
}

/** Three lots: lot 1 auctioned between two bidders (no prices before it kept), 2 and 3 one bid. */
const LARGE = 'UA-2024-04-26-006781-a';
/** One lot, three bids, an auction, and each bid's price before it (initialValue). */
const WITH_INITIAL = 'UA-2026-01-15-000413-a';
/** A price quotation: one bid, its award active without a period to appeal it. */
const NO_STANDSTILL = 'UA-2024-05-13-004111-a';
/** Four bids, an auction, and the winner's award in its period to appeal (active.awarded). */
const STANDSTILL = 'UA-2026-01-15-013560-a';
/** An energy service tender (ESCO): two bids, the dearer one won. */
const ESCO = 'UA-2024-02-28-009286-a';
/** A report of a contract: an active award, no bids. */
const REPORTING = 'UA-2026-01-28-012330-a';
/** A tender still taking proposals: no bids, no awards. */
const TENDERING = 'UA-2026-01-26-002220-a';
/** In qualification: bids disclosed, the one award still pending. */
const PENDING = 'UA-2026-01-20-008581-a';

/** The view with its no-break spaces (money, percentages) as plain ones, to compare as read. */
const plain = (view: OfficialDocumentView): OfficialDocumentView =>
  JSON.parse(JSON.stringify(view).replaceAll('\u00a0', ' ')) as OfficialDocumentView;

const uk = officialContext('uk');
const en = officialContext('en');

const cdbBids = (id: string): CdbBid[] =>
  ((shippedCdbTender(id).bids ?? []) as CdbBid[]).filter(
    (bid) => !['deleted', 'draft'].includes(bid.status),
  );

const cells = (view: OfficialDocumentView) =>
  view.sections.map((section) => section.table?.rows.map((row) => row.cells) ?? []);

const fact = (view: OfficialDocumentView, section: number, id: string) =>
  view.sections[section]?.facts.find((entry) => entry.id === id)?.text;

const tenders: [string, Tender][] = shippedTenderIDs().map((id) => [id, shippedTender(id)]);

describe('the register of received tender proposals', () => {
  it('lists every bid of every shipped tender once per lot it bids on, in the order received', () => {
    let registers = 0;
    for (const [id, tender] of tenders) {
      const bids = cdbBids(id);
      expect(hasOfficialDocument(tender, 'register'), id).toBe(bids.length > 0);
      if (bids.length === 0) continue;
      registers += 1;
      const view = toReceivedBidsView(tender, uk);
      const perLot = (shippedCdbTender(id).lots as { id: string }[] | undefined)?.map(
        (lot) =>
          bids.filter((bid) => bid.lotValues?.some((value) => value.relatedLot === lot.id)).length,
      ) ?? [bids.length];
      expect(
        view.sections.map((section) => section.table?.rows.length),
        id,
      ).toEqual(perLot.filter((count) => count > 0));
      for (const section of view.sections) {
        const numbers = section.table?.rows.map((row) => row.cells[0]);
        expect(numbers, id).toEqual(numbers?.map((_, index) => String(index + 1)));
      }
    }
    expect(registers).toBeGreaterThan(20);
  });

  it('gives the large tender’s bids with their times and prices after its one auction', () => {
    const view = plain(toReceivedBidsView(shippedTender(LARGE), uk));
    expect(view.title).toBe('Реєстр отриманих тендерних пропозицій');
    expect(view.facts.map((entry) => entry.text)).toEqual(['04 травня 2024, 00:00', '3']);
    expect(view.sections.map((section) => section.heading)).toEqual([
      'Лот 1: Реабілітаційне обладнання різне',
      'Лот 2: Вертикалізатор статичний (похилий )',
      'Лот 3: Вертикалізатор динамічний',
    ]);
    expect(cells(view)).toEqual(
      [
        [
          [
            '1',
            'ФОП "СЬОМКА АНДРІЙ МИКОЛАЙОВИЧ" (2882006796)',
            '02 травня 2024, 11:48',
            '—',
            '584 860,00 грн з ПДВ',
          ],
          [
            '2',
            'ФОП "ЧЕРВІНСЬКА СВІТЛАНА АНАТОЛІЇВНА" (2554911143)',
            '02 травня 2024, 15:26',
            '—',
            '732 630,00 грн з ПДВ',
          ],
        ],
        [
          [
            '1',
            'ФОП "ЧЕРВІНСЬКА СВІТЛАНА АНАТОЛІЇВНА" (2554911143)',
            '02 травня 2024, 15:26',
            '38 800,00 грн з ПДВ',
            'аукціону не було',
          ],
        ],
        [
          [
            '1',
            'ЖУКОВЕЦЬ СЕРГІЙ ВОЛОДИМИРОВИЧ (2567116356)',
            '02 травня 2024, 18:41',
            '85 150,00 грн з ПДВ',
            'аукціону не було',
          ],
        ],
      ].map((rows) =>
        rows.map((row) => row.map((cell) => cell.replace(/ (?=\d{3},|\d{3} |грн)/g, ' '))),
      ),
    );
    // Lot 1's auction is dated; the data keeps no price before it, and the page says so.
    expect(fact(view, 0, 'auction')).toBe('06 травня 2024, 13:21 — 06 травня 2024, 13:44');
    expect(view.sections[0]?.note).toMatch(/не зберігають ціни до аукціону/);
    expect(fact(view, 1, 'auction')).toBe('не проводився');
    expect(view.sections[1]?.note).toBeUndefined();
  });

  it('gives each bid’s price before the auction where the data keeps it, in English too', () => {
    const view = plain(toReceivedBidsView(shippedTender(WITH_INITIAL), en));
    const expected = cdbBids(WITH_INITIAL)
      .sort((a, b) => Date.parse(a.submissionDate ?? '') - Date.parse(b.submissionDate ?? ''))
      .map((bid) => [bid.lotValues?.[0]?.initialValue?.amount, bid.lotValues?.[0]?.value?.amount]);
    const amount = (text: string | undefined) =>
      Number(text?.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(
      view.sections[0]?.table?.rows.map((row) => [amount(row.cells[3]), amount(row.cells[4])]),
    ).toEqual(expected);
    expect(view.sections[0]?.note).toBeUndefined();
    expect(view.sections[0]?.table?.columns.map((column) => column.label)).toEqual([
      'No.',
      'Bidder',
      'Submitted',
      'Price before the auction',
      'Price after the auction',
    ]);
    expect(view.sections[0]?.table?.rows[0]?.cells[4]).toMatch(/ UAH incl\. VAT$/);
  });
});

describe('the protocol of disclosure of tender proposals', () => {
  it('ranks every shipped tender’s bids on each lot from the lowest price', () => {
    for (const [id, tender] of tenders) {
      expect(hasOfficialDocument(tender, 'opening'), id).toBe(
        cdbBids(id).length > 0 && tender.disclosureDate !== undefined,
      );
      if (!hasOfficialDocument(tender, 'opening') || tender.procurementMethodType === 'esco')
        continue;
      const view = toOpeningProtocolView(tender, uk);
      for (const rows of cells(view)) {
        const amounts = rows
          .map((row) => row[2] ?? '')
          .filter((price) => price !== '—')
          .map((price) => Number(price.replace(/[^\d,]/g, '').replace(',', '.')));
        expect(amounts, id).toEqual([...amounts].sort((a, b) => a - b));
        expect(rows[0]?.[3], id).toMatch(/^(найнижча|—)$/);
      }
    }
  });

  it('gives the large tender’s disclosure and lot 1’s bids, the second 25,27 % above', () => {
    const view = plain(toOpeningProtocolView(shippedTender(LARGE), en));
    expect(view.title).toBe('Protocol of disclosure of tender proposals');
    expect(view.facts).toEqual([
      { id: 'disclosed', label: 'Proposals disclosed', text: '06 May 2024, 13:44' },
    ]);
    expect(view.sections[0]?.table?.rows.map((row) => [row.cells[0], row.cells[3]])).toEqual([
      ['1', 'lowest'],
      ['2', '+25,27 %'],
    ]);
  });
});

describe('the protocol of an energy service tender', () => {
  it('keeps the bids in the order received, unranked, since price does not pick its winner', () => {
    const view = plain(toOpeningProtocolView(shippedTender(ESCO), uk));
    expect(view.sections[0]?.table?.columns.map((column) => column.key)).toEqual([
      'number',
      'bidder',
      'price',
    ]);
    // The winner's offer (1 827 650,30) is the dearer one: no place says it came second.
    expect(view.sections[0]?.table?.rows.map((row) => row.cells)).toEqual([
      ['1', expect.stringContaining('(') as string, '1 198 444,12 грн з ПДВ'],
      ['2', expect.stringContaining('(') as string, '1 827 650,30 грн з ПДВ'],
    ]);
    expect(view.sections[0]?.note).toMatch(/не впорядковано за ціною/);
    // It states no expected value (its 0 means none).
    expect(view.head.map((entry) => entry.id)).not.toContain('expected');
  });
});

describe('the notice of intent to conclude a contract', () => {
  it('names every active award of the shipped tenders that chose a bid, with its period to appeal', () => {
    let notices = 0;
    for (const [id, tender] of tenders) {
      const active = ((shippedCdbTender(id).awards ?? []) as CdbAward[]).filter(
        (award) =>
          award.status === 'active' &&
          (award.bid_id !== undefined || award.complaintPeriod?.endDate !== undefined),
      );
      expect(hasOfficialDocument(tender, 'intent'), id).toBe(active.length > 0);
      if (active.length === 0) continue;
      notices += 1;
      const view = toIntentNoticeView(tender, uk);
      expect(view.sections, id).toHaveLength(active.length);
      for (const award of active) {
        const section = view.sections.find((entry) => entry.key.endsWith(`:${award.id}`));
        const standstill = section?.facts.find((entry) => entry.id === 'standstill')?.text;
        const end = award.complaintPeriod?.endDate;
        if (end) expect(standstill, id).toContain(formatDateTime(end, 'uk'));
        else expect(standstill, id).toBe('у даних закупівлі строку немає');
      }
    }
    expect(notices).toBe(17);
  });

  it('gives the large tender’s three winners and when each contract may be concluded', () => {
    const view = plain(toIntentNoticeView(shippedTender(LARGE), uk));
    expect(view.lead).toMatch(/статт.* 33/);
    expect(view.sections.map((section) => section.heading)).toEqual([
      'Лот 1: Реабілітаційне обладнання різне',
      'Лот 2: Вертикалізатор статичний (похилий )',
      'Лот 3: Вертикалізатор динамічний',
    ]);
    expect(view.sections[0]?.facts.map((entry) => [entry.id, entry.text])).toEqual([
      ['winner', 'ФОП "ЧЕРВІНСЬКА СВІТЛАНА АНАТОЛІЇВНА"'],
      ['code', '2554911143 (UA-EDR)'],
      [
        'address',
        '29000, Україна, Хмельницька область, місто Хмельницький, ВУЛИЦЯ ГАГАРІНА, будинок 1, квартира 27',
      ],
      ['price', '732 630,00 грн з ПДВ'],
      ['decided', '07 травня 2024, 14:01'],
      ['standstill', '07 травня 2024, 14:01 — 13 травня 2024, 00:00'],
      ['contractFrom', 'після 13 травня 2024, 00:00'],
    ]);
  });

  it('says so where the data gives no period to appeal (a price quotation), in English', () => {
    const view = toIntentNoticeView(shippedTender(NO_STANDSTILL), en);
    expect(view.sections).toHaveLength(1);
    expect(fact(view, 0, 'standstill')).toBe('the tender’s data gives none');
    expect(view.sections[0]?.facts.some((entry) => entry.id === 'contractFrom')).toBe(false);
  });

  it('gives the winner in its period to appeal, the day the contract may follow, in English', () => {
    const view = plain(toIntentNoticeView(shippedTender(STANDSTILL), en));
    expect(view.head.find((entry) => entry.id === 'asOf')?.text).toBe('28 January 2026, 14:34');
    expect(view.sections.map((section) => section.heading)).toEqual(['Lot 1: Деревина']);
    expect(view.sections[0]?.facts.map((entry) => [entry.id, entry.text])).toEqual([
      ['winner', 'ФОП "СЛАВИНСЬКА ІННА ОЛЕКСАНДРІВНА"'],
      ['code', '2908619180 (UA-EDR)'],
      [
        'address',
        '56500, Ukraine, Mykolaiv Oblast, місто Вознесенськ(з), вул.Молодогвардійська будинок 5А',
      ],
      ['price', '486 400,00 UAH incl. VAT'],
      ['decided', '28 January 2026, 14:34'],
      ['standstill', '28 January 2026, 14:34 — 31 January 2026, 00:00'],
      ['contractFrom', 'after 31 January 2026, 00:00'],
    ]);
  });
});

describe('the greyed items', () => {
  it('stay where the tender has no bids or no winner a notice names', () => {
    const has = (id: string) =>
      (['register', 'opening', 'intent'] as const).filter((key) =>
        hasOfficialDocument(shippedTender(id), key),
      );
    expect(has(TENDERING)).toEqual([]);
    // A report of a contract has a winner but no bid: no register, no protocol, no notice.
    expect(has(REPORTING)).toEqual([]);
    expect(has(PENDING)).toEqual(['register', 'opening']);
    expect(has(STANDSTILL)).toEqual(['register', 'opening', 'intent']);
    // Its address says there is nothing yet, not that the buyer decided.
    const notice = toIntentNoticeView(shippedTender(PENDING), uk);
    expect([notice.sections, notice.lead]).toEqual([[], undefined]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../../contract/api';
import type { Tender } from '../../../../../contract/tender';
import { toFlagsBlock } from '../../../../../src/features/tender/model/head/flags-view';
import type { FlagsBlockView } from '../../../../../src/features/tender/model/head/flags-view';
import { i18n } from '../../../../../src/lib/i18n';
import { computeFlags } from '../../../../../server/flags/index';
import type { Json } from '../../../../../server/ingest/transform/read';
import { toPortalTender } from '../../../../../server/ingest/transform/tender';
import { termsContext } from '../terms/terms-context';
import { shippedTender } from '../shipped-tenders';
import {
  shippedCdbData,
  shippedTenderFiles,
  shippedCdbTender,
} from '../../../../support/shipped-cdb';

const block = (tender: Tender, lang: Lang): FlagsBlockView =>
  toFlagsBlock(tender, {
    lang,
    t: i18n.getFixedT(lang, 'flags'),
    common: i18n.getFixedT(lang, 'common'),
    label: termsContext(lang).label,
  });

/** The element ids the tender's pages give its bids, awards, qualifications and contracts. */
const anchorsOf = (tender: Tender): Set<string> =>
  new Set([
    ...tender.bids.map((bid) => bid.id),
    ...tender.awards.map((award) => `award-${award.id}`),
    ...tender.bidderQualifications.flatMap((bidder) =>
      bidder.qualifications.map((q) => `qualification-${q.id}`),
    ),
    ...tender.contracts.map((c) => `contract-${c.id}`),
  ]);

const links = (view: FlagsBlockView) =>
  view.items.flatMap((item) =>
    item.evidence.flatMap((row) => row.values.flatMap((value) => value.href ?? [])),
  );

describe('the red-flags block of the tender head', () => {
  it('UA-2024-01-10-005750-a: the cheapest bid disqualified, linked to both awards', () => {
    const tender = shippedTender('UA-2024-01-10-005750-a');
    const en = block(tender, 'en');
    expect(en.summary).toBe('1 flag found');
    expect(en.rulesHref).toBe('/flags');
    const [item] = en.items;
    expect(item?.title).toBe('Cheapest bid disqualified');
    expect(item?.lot).toMatch(/^Lot 1: /);
    expect(item?.explanation).toMatch(/lowest price was rejected/);
    expect(item?.explanation).toMatch(/often lawful/);
    expect(item?.source).toMatch(/prozorro-risks/);
    expect(item?.evidence.map((row) => row.label)).toEqual(['Rejected lowest bid', 'Winner']);
    const [rejected, winner] = item?.evidence.map((row) => row.values[0]) ?? [];
    expect(rejected?.href).toBe(
      '/tender/UA-2024-01-10-005750-a#award-426215d2296d4ed7bd585b51623d355b',
    );
    expect(rejected?.text).toMatch(/1\s473\s960/);
    expect(winner?.href).toBe(
      '/tender/UA-2024-01-10-005750-a#award-8dae60ffd40e4eec9b8ac30b58eef608',
    );
    expect(winner?.text).toMatch(/1\s489\s200/);
    const uk = block(tender, 'uk');
    expect(uk.summary).toBe('Знайдено 1 прапорець');
    expect(uk.items[0]?.title).toBe('Відхилено найдешевшу пропозицію');
    expect(uk.items[0]?.lot).toMatch(/^Лот 1: /);
    expect(uk.items[0]?.evidence[0]?.label).toBe('Відхилена найдешевша пропозиція');
  });

  it('UA-2024-04-26-006781-a: three flags on different lots, the single bids linked to the bid', () => {
    const tender = shippedTender('UA-2024-04-26-006781-a');
    const view = block(tender, 'uk');
    expect(view.summary).toBe('Знайдено 3 прапорці');
    expect(view.items.map((item) => item.code)).toEqual([
      'single-bid',
      'single-bid',
      'cheapest-disqualified',
    ]);
    expect(new Set(view.items.map((item) => item.lot)).size).toBe(3);
    expect(view.items.map((item) => item.id)).toEqual(['flag-1', 'flag-2', 'flag-3']);
    const onlyBid = view.items[0]?.evidence.find((row) => row.id === 'onlyBid')?.values[0];
    expect(onlyBid?.href).toBe('/tender/UA-2024-04-26-006781-a#0c95b243219e4c4bacf01680fede8b1f');
    const procedure = view.items[0]?.evidence.find((row) => row.id === 'procedure')?.values[0];
    expect(procedure?.text).not.toBe('aboveThreshold');
  });

  it('UA-2024-02-28-009286-a: no flags, and the line saying none were found', () => {
    const tender = shippedTender('UA-2024-02-28-009286-a');
    expect(block(tender, 'en')).toEqual({
      summary: 'No red flags found by these rules.',
      rulesHref: '/flags',
      items: [],
    });
    expect(block(tender, 'uk').summary).toBe('За цими правилами червоних прапорців не знайдено.');
    // A copy saved on a device before flags were served.
    const older: Partial<Tender> = { ...tender };
    delete older.flags;
    expect(block(older as Tender, 'en').items).toEqual([]);
  });

  it('every shipped tender: one item per flag, texts in both languages, links to what the page shows', () => {
    let flagged = 0;
    for (const file of shippedTenderFiles()) {
      const tender = toPortalTender(shippedCdbTender(file));
      const anchors = anchorsOf(tender);
      for (const lang of ['uk', 'en'] as const) {
        const view = block(tender, lang);
        expect(view.items).toHaveLength(tender.flags.length);
        for (const item of view.items) {
          expect(item.title, file).not.toMatch(/^redFlag\./);
          expect(item.explanation.length, file).toBeGreaterThan(200);
          expect(item.source, file).not.toMatch(/^rule\./);
          expect(item.evidence.length, file).toBeGreaterThan(0);
          for (const row of item.evidence) expect(row.values.length, file).toBeGreaterThan(0);
        }
        for (const href of links(view)) {
          const [pathname = '', hash = ''] = href.split('#');
          expect(pathname.startsWith(`/tender/${tender.tenderID}`), href).toBe(true);
          expect(anchors.has(decodeURIComponent(hash)), href).toBe(true);
        }
      }
      flagged += tender.flags.length > 0 ? 1 : 0;
    }
    expect(flagged).toBeGreaterThan(10);
  });

  it('a contract above its award, amended three times: linked to the contracts tab', () => {
    // The real contracting-API contract of 641,112.06 UAH with three price changes, moved to the
    // award of UA-2022-12-16-017515-a (482,600 UAH), as the server test does.
    const cdb = shippedCdbTender('UA-2022-12-16-017515-a');
    const tender = toPortalTender(cdb);
    const award = tender.awards[0];
    const flags = computeFlags(cdb, [
      { ...shippedCdbData<Json>('contracts', 'UA-2018-01-09-000706-a-a1'), awardID: award?.id },
    ]);
    const view = block({ ...tender, flags }, 'en');
    expect(view.items.map((item) => item.code)).toEqual([
      'single-bid',
      'contract-above-award',
      'many-amendments',
    ]);
    const above = view.items[1];
    expect(above?.evidence.map((row) => [row.label, row.values.map((v) => v.text)])).toEqual([
      ['Contract', ['UA-2018-01-09-000706-a-a1, No. 18']],
      ['Contract value', [expect.stringMatching(/^641\s112,06/)]],
      ['Award', [expect.stringMatching(/482\s600/)]],
      ['Award value', [expect.stringMatching(/^482\s600/)]],
    ]);
    expect(above?.evidence[0]?.values[0]?.href).toBe(
      '/tender/UA-2022-12-16-017515-a/contracts#contract-b30ee5ea395f4fa790f8f51a08d580e8',
    );
    expect(view.items[2]?.evidence[1]?.values[0]?.text).toBe('3 active changes');
  });
});

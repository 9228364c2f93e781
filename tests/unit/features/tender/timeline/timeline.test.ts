import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../../contract/api';
import type { Tender } from '../../../../../contract/tender';
import type { CdbTender } from '../../../../../server/ingest/cdb';
import '../../../../../src/features/tender/locales';
import { PROCEDURE_FAMILIES } from '../../../../../src/features/tender/model/timeline/sequences';
import { toTimeline } from '../../../../../src/features/tender/model/timeline/timeline';
import type { TimelineView } from '../../../../../src/features/tender/model/timeline/timeline';
import { dictionaryLabel } from '../../../../../contract/dictionary-label';
import { i18n } from '../../../../../src/lib/i18n';
import { shippedTenderFiles } from '../../../../support/shipped-cdb';
import { shippedDictionary, withoutJson } from '../../../../support/shipped-data';
import { portalTenderFile } from '../head/published-tenders';

/** Every tender file shipped in data/cdb/tenders (real, documentation, sandbox), without .json. */
const TENDER_FILES = shippedTenderFiles().map(withoutJson);

/** A moment after every shipped date: no countdown unless a test sets `now`. */
const LATER = new Date('2030-01-01T00:00:00Z');

function timeline(tender: Tender, lang: Lang = 'uk', now = LATER): TimelineView {
  const view = toTimeline(tender, {
    lang,
    now,
    label: (key, code) => dictionaryLabel(shippedDictionary(key), code, lang),
    t: i18n.getFixedT(lang, 'tenderHead'),
  });
  return JSON.parse(JSON.stringify(view).replace(/\u00a0/g, ' ')) as TimelineView;
}

const stages = (view: TimelineView) => view.stages.map((stage) => stage.status);
const states = (view: TimelineView) => view.stages.map((stage) => stage.state);
const current = (view: TimelineView) =>
  view.stages.find((stage) => stage.state === 'current')?.status;
const datesOf = (view: TimelineView, status: string) =>
  view.stages.find((stage) => stage.status === status)?.dates;

/** A shipped tender file with some CDB fields changed (a procedure type the data lacks). */
const derived = (file: string, change: Partial<CdbTender>) =>
  portalTenderFile(file, (cdb) => ({ ...cdb, ...change }));

const BELOW = [
  'active.enquiries',
  'active.tendering',
  'active.auction',
  'active.qualification',
  'active.awarded',
];
const OPEN = ['active.tendering', 'active.auction', 'active.qualification', 'active.awarded'];
const PRE_QUALIFICATION = ['active.pre-qualification', 'active.pre-qualification.stand-still'];
const EU = ['active.tendering', ...PRE_QUALIFICATION, ...OPEN.slice(1)];
const DIALOGUE = [
  'active.tendering',
  ...PRE_QUALIFICATION,
  'active.stage2.pending',
  'active.stage2.waiting',
];
const FRAMEWORK = [
  'active.tendering',
  ...PRE_QUALIFICATION,
  'active.auction',
  'active.qualification',
  'active.qualification.stand-still',
  'active.awarded',
];

/*
 * Every procedure type, with a shipped tender of that type where there is one (real
 * UA-*, else published by the CDB's documentation or sandbox), else one derived from a shipped
 * tender by changing its type and status.
 */
const CASES: readonly {
  type: string;
  tender: () => Tender;
  sequence: readonly string[];
  current: string | undefined;
}[] = [
  {
    type: 'belowThreshold',
    tender: () => portalTenderFile('UA-2026-01-30-016138-a'),
    sequence: BELOW,
    current: 'active.enquiries',
  },
  {
    type: 'aboveThreshold',
    tender: () => portalTenderFile('UA-2023-09-08-012599-a'),
    sequence: OPEN,
    current: 'active.tendering',
  },
  {
    type: 'aboveThresholdUA',
    tender: () => portalTenderFile('UA-2022-02-08-001227-b'),
    sequence: OPEN,
    current: 'active.qualification',
  },
  {
    type: 'aboveThresholdUA.defense',
    tender: () =>
      portalTenderFile('doc-tender-aboveThresholdUA.defense-tendering-defense-b2ccf978'),
    sequence: OPEN,
    current: 'active.auction',
  },
  {
    type: 'simple.defense',
    tender: () => derived('UA-2022-02-08-001227-b', { procurementMethodType: 'simple.defense' }),
    sequence: OPEN,
    current: 'active.qualification',
  },
  {
    type: 'competitiveDialogueUA.stage2',
    tender: () =>
      portalTenderFile(
        'doc-tender-competitiveDialogueUA.stage2-tendering-competitivedialogue-tut-stage2-UA-c4eafa41',
      ),
    sequence: OPEN,
    current: 'active.auction',
  },
  {
    type: 'aboveThresholdEU',
    tender: () => portalTenderFile('sandbox-UA-2024-05-13-000019-a'),
    sequence: EU,
    current: 'active.tendering',
  },
  {
    type: 'competitiveDialogueEU.stage2',
    tender: () =>
      portalTenderFile(
        'doc-tender-competitiveDialogueEU.stage2-tendering-competitivedialogue-tut-stage2-EU-cbf8a18d',
      ),
    sequence: EU,
    current: 'active.pre-qualification.stand-still',
  },
  {
    type: 'esco',
    tender: () => portalTenderFile('sandbox-UA-2024-06-27-000032-a'),
    sequence: EU,
    current: 'active.pre-qualification',
  },
  {
    type: 'negotiation',
    tender: () =>
      derived('doc-tender-negotiation-tendering-limited-tut-3f2cabf4', { status: 'active' }),
    sequence: ['active'],
    current: 'active',
  },
  {
    type: 'negotiation.quick',
    tender: () =>
      portalTenderFile(
        'doc-tender-negotiation.quick-tendering-limited-multiple_lots_tutorial-3f2cabf4',
      ),
    sequence: ['active'],
    current: 'active',
  },
  {
    type: 'reporting',
    tender: () => derived('UA-2025-11-29-000037-a', { status: 'active' }),
    sequence: ['active'],
    current: 'active',
  },
  {
    type: 'competitiveDialogueUA',
    tender: () =>
      derived('doc-tender-competitiveDialogueEU-tendering-competitivedialogue-tut-77e82922', {
        procurementMethodType: 'competitiveDialogueUA',
        status: 'active.stage2.pending',
      }),
    sequence: DIALOGUE,
    current: 'active.stage2.pending',
  },
  {
    type: 'competitiveDialogueEU',
    tender: () =>
      derived('doc-tender-competitiveDialogueEU-tendering-competitivedialogue-tut-77e82922', {
        status: 'active.stage2.waiting',
      }),
    sequence: DIALOGUE,
    current: 'active.stage2.waiting',
  },
  {
    type: 'closeFrameworkAgreementUA',
    tender: () =>
      derived('doc-tender-closeFrameworkAgreementUA-agreements-cfaua-abbc9a0c', {
        status: 'active.qualification.stand-still',
      }),
    sequence: FRAMEWORK,
    current: 'active.qualification.stand-still',
  },
  {
    type: 'closeFrameworkAgreementSelectionUA',
    tender: () =>
      portalTenderFile(
        'doc-tender-closeFrameworkAgreementSelectionUA-tendering-cfaselectionua-tut-42d93430',
      ),
    sequence: BELOW,
    current: 'active.enquiries',
  },
  {
    type: 'priceQuotation',
    tender: () => portalTenderFile('doc-tender-priceQuotation-tendering-pricequotation-8fc54d11'),
    sequence: ['active.tendering', 'active.qualification', 'active.awarded'],
    current: 'active.tendering',
  },
];

describe('timeline: the stages of every procedure type', () => {
  it('covers every procedure type the spec lists', () => {
    expect(CASES.map((entry) => entry.type).sort()).toEqual(Object.keys(PROCEDURE_FAMILIES).sort());
  });

  it.each(CASES)('$type: its stages in order, the current one marked', (entry) => {
    const tender = entry.tender();
    expect(tender.procurementMethodType).toBe(entry.type);
    const view = timeline(tender);
    expect(stages(view)).toEqual(entry.sequence);
    expect(current(view)).toBe(entry.current);
    const at = entry.sequence.indexOf(entry.current ?? '');
    expect(states(view)).toEqual(
      entry.sequence.map((_, i) => (i < at ? 'done' : i === at ? 'current' : 'upcoming')),
    );
    expect(view.end).toBeUndefined();
  });

  it('an unknown procedure type follows the below-threshold stages', () => {
    const ordering = portalTenderFile(
      'doc-tender-competitiveOrdering-tendering-competitiveordering-long-24f7ca95',
    );
    expect(ordering.procurementMethodType).toBe('competitiveOrdering');
    expect(stages(timeline(ordering))).toEqual(BELOW);
    expect(current(timeline(ordering))).toBe('active.tendering');
  });

  it('leaves out the auction when the tender is configured without one', () => {
    const tender = derived('UA-2023-09-08-012599-a', { config: { hasAuction: false } });
    expect(stages(timeline(tender))).toEqual(['active.tendering', ...OPEN.slice(2)]);
  });

  it('names the stages from the dictionary, the selection’s enquiries as an invitation', () => {
    const below = timeline(portalTenderFile('UA-2026-01-30-016138-a'));
    expect(below.stages.map((stage) => stage.label)).toEqual([
      'Період уточнень',
      'Подання пропозицій',
      'Аукціон',
      'Визначення переможця',
      'Пропозиції розглянуті',
    ]);
    const selection = portalTenderFile(
      'doc-tender-closeFrameworkAgreementSelectionUA-tendering-cfaselectionua-tut-42d93430',
    );
    expect(timeline(selection, 'uk').stages[0]?.label).toBe('Період запрошення');
    expect(timeline(selection, 'en').stages[0]?.label).toBe('Invitation period');
    expect(timeline(selection, 'en').stages[1]?.label).toBe('Bidding');
  });

  it('says in English what the Ukrainian says of the last stage, not another stage', () => {
    const below = timeline(portalTenderFile('UA-2026-01-30-016138-a'), 'en');
    expect(below.stages.map((stage) => stage.label)).toEqual([
      'Clarifications',
      'Bidding',
      'Auction',
      'Awarding',
      'Proposals reviewed',
    ]);
  });
});

describe('timeline: the dates of each stage', () => {
  it('below threshold: the periods in Kyiv time, the auction as its start', () => {
    const view = timeline(portalTenderFile('UA-2026-01-30-016138-a'));
    expect(datesOf(view, 'active.enquiries')).toEqual([
      'з 30 січ. 2026, 18:30',
      'до 05 лют. 2026, 00:00',
    ]);
    expect(datesOf(view, 'active.tendering')).toEqual([
      'з 05 лют. 2026, 00:00',
      'до 09 лют. 2026, 00:00',
    ]);
    expect(datesOf(view, 'active.auction')).toEqual(['09 лют. 2026, 11:25']);
    expect(datesOf(view, 'active.qualification')).toEqual([]);
    expect(datesOf(view, 'active.awarded')).toEqual([]);
  });

  it('a finished auction and awarding: ranges, and the contract stage from the award end', () => {
    const view = timeline(portalTenderFile('UA-2020-01-20-001169-c'), 'en');
    expect(datesOf(view, 'active.auction')).toEqual([
      'from 19 Feb 2020, 14:46',
      'until 19 Feb 2020, 15:07',
    ]);
    expect(datesOf(view, 'active.qualification')).toEqual([
      'from 19 Feb 2020, 15:07',
      'until 24 Feb 2020, 16:25',
    ]);
    expect(datesOf(view, 'active.awarded')).toEqual(['from 24 Feb 2020, 16:25']);
  });

  it('pre-qualification ends 5 days before the qualification period; its stand-still is those days', () => {
    const view = timeline(
      portalTenderFile('doc-tender-aboveThresholdEU-tendering-openeu-tut-32d3b5be'),
    );
    expect(datesOf(view, 'active.pre-qualification')).toEqual([
      'з 01 січ. 2027, 00:03',
      'до 02 січ. 2027, 00:00',
    ]);
    expect(datesOf(view, 'active.pre-qualification.stand-still')).toEqual([
      'з 02 січ. 2027, 00:00',
      'до 07 січ. 2027, 00:00',
    ]);
    expect(current(view)).toBe('active.pre-qualification.stand-still');
  });

  it('counts the 5 days on the Kyiv clock across the spring change of time', () => {
    const view = timeline(
      derived('doc-tender-aboveThresholdEU-tendering-openeu-tut-32d3b5be', {
        qualificationPeriod: {
          startDate: '2024-03-20T10:00:00+02:00',
          endDate: '2024-04-02T10:00:00+03:00',
        },
      }),
    );
    expect(datesOf(view, 'active.pre-qualification')).toEqual([
      'з 20 бер. 2024, 10:00',
      'до 28 бер. 2024, 10:00',
    ]);
  });

  it('a framework: awarding ends 10 days before the award period, the stand-still is the complaint period', () => {
    const view = timeline(
      portalTenderFile('doc-tender-closeFrameworkAgreementUA-agreements-cfaua-abbc9a0c'),
    );
    expect(datesOf(view, 'active.qualification')).toEqual(['16 груд. 2026, 00:00']);
    expect(datesOf(view, 'active.qualification.stand-still')).toEqual([
      'з 16 груд. 2026, 00:00',
      'до 26 груд. 2026, 00:00',
    ]);
    expect(datesOf(view, 'active.auction')).toEqual([
      'з 15 груд. 2026, 00:00',
      'до 16 груд. 2026, 00:00',
    ]);
  });

  it('drops a derived date that falls before its period starts (an accelerated sandbox clock)', () => {
    const view = timeline(portalTenderFile('sandbox-UA-2023-01-11-000384-a'));
    expect(datesOf(view, 'active.pre-qualification')).toEqual(['з 11 січ. 2023, 13:09']);
    expect(datesOf(view, 'active.pre-qualification.stand-still')).toEqual([
      'до 11 січ. 2023, 13:17',
    ]);
    expect(datesOf(view, 'active.qualification')).toEqual(['з 11 січ. 2023, 13:19']);
  });

  it('negotiations and the second-stage waits have empty previews', () => {
    const negotiation = timeline(
      portalTenderFile(
        'doc-tender-negotiation.quick-tendering-limited-multiple_lots_tutorial-3f2cabf4',
      ),
    );
    expect(negotiation.stages).toEqual([
      { status: 'active', label: 'Активний', state: 'current', dates: [] },
    ]);
    const dialogue = timeline(
      portalTenderFile(
        'doc-tender-competitiveDialogueEU-tendering-competitivedialogue-tut-77e82922',
      ),
    );
    expect(datesOf(dialogue, 'active.stage2.pending')).toEqual([]);
    expect(datesOf(dialogue, 'active.stage2.waiting')).toEqual([]);
    expect(datesOf(dialogue, 'active.pre-qualification')).toEqual(['27 груд. 2026, 00:03']);
  });
});

describe('timeline: how a tender ended', () => {
  it('a complete tender: every stage done, then the end state', () => {
    const view = timeline(portalTenderFile('UA-2026-01-15-000413-a'));
    expect(states(view)).toEqual(BELOW.map(() => 'done'));
    expect(view.end).toEqual({ status: 'complete', label: 'Завершений' });
  });

  it('cancelled during bidding: bidding stopped, the rest never reached', () => {
    const view = timeline(portalTenderFile('UA-2024-01-12-000541-a'));
    expect(states(view)).toEqual(['stopped', 'skipped', 'skipped', 'skipped']);
    expect(view.end).toEqual({ status: 'cancelled', label: 'Торги відмінено' });
  });

  it('cancelled after the awarding ended: stopped at the contract stage', () => {
    const view = timeline(portalTenderFile('UA-2023-12-01-016701-a'), 'en');
    expect(states(view)).toEqual(['done', 'done', 'done', 'stopped']);
    expect(view.end).toEqual({ status: 'cancelled', label: 'Cancelled' });
  });

  it('below threshold cancelled just after bidding opened', () => {
    const view = timeline(portalTenderFile('UA-2024-05-13-000771-a'));
    expect(states(view)).toEqual(['done', 'stopped', 'skipped', 'skipped', 'skipped']);
  });

  it('an unsuccessful framework: stopped when its agreement was to be signed', () => {
    const view = timeline(
      portalTenderFile('doc-tender-closeFrameworkAgreementUA-tendering-cfaua-tut-ae2274f0'),
    );
    expect(states(view)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'stopped']);
    expect(view.end).toEqual({ status: 'unsuccessful', label: 'Не відбувся' });
  });

  it('a draft: every stage ahead, none current', () => {
    const view = timeline(portalTenderFile('doc-tender-belowThreshold-planning-tut-e7db462b'));
    expect(states(view)).toEqual(BELOW.map(() => 'upcoming'));
    expect(view.end).toBeUndefined();
  });
});

describe('timeline: the countdown to the end of bidding', () => {
  const bidding = () => portalTenderFile('sandbox-UA-2024-05-13-000019-a');

  it('days and hours, with Ukrainian plural forms', () => {
    const at = (now: string, lang: Lang = 'uk') =>
      timeline(bidding(), lang, new Date(now)).countdown?.text;
    expect(at('2024-05-22T13:00:00+03:00')).toBe('3 дні 4 год до кінця подання');
    expect(at('2024-05-22T13:00:00+03:00', 'en')).toBe('3 days 4 h left to submit');
    expect(at('2024-05-20T17:00:00+03:00')).toBe('5 днів до кінця подання');
    expect(at('2024-05-24T16:00:00+03:00')).toBe('1 день 1 год до кінця подання');
    expect(at('2024-05-24T16:00:00+03:00', 'en')).toBe('1 day 1 h left to submit');
    expect(at('2024-05-04T17:00:00+03:00')).toBe('21 день до кінця подання');
    expect(at('2024-05-03T17:00:00+03:00')).toBe('22 дні до кінця подання');
  });

  it('hours and minutes on the last day, minutes in the last hour', () => {
    const at = (now: string) => timeline(bidding(), 'uk', new Date(now)).countdown?.text;
    expect(at('2024-05-25T15:00:00+03:00')).toBe('2 год 22 хв до кінця подання');
    expect(at('2024-05-25T17:10:00+03:00')).toBe('12 хв до кінця подання');
  });

  it('disappears once bidding has ended, or when the tender is no longer bidding', () => {
    expect(
      timeline(bidding(), 'uk', new Date('2024-05-25T17:22:00+03:00')).countdown,
    ).toBeUndefined();
    expect(
      timeline(
        portalTenderFile('UA-2026-01-15-000413-a'),
        'uk',
        new Date('2026-01-15T09:00:00+02:00'),
      ).countdown,
    ).toBeUndefined();
  });
});

describe('timeline: a snapshot still open after its deadline', () => {
  const lapsed = () => portalTenderFile('UA-2026-01-29-006656-a');

  it('says the deadline passed and when the data is from, in both languages', () => {
    const now = new Date('2026-11-27T12:00:00+02:00');
    const uk = timeline(lapsed(), 'uk', now);
    expect(uk.countdown).toBeUndefined();
    expect(uk.lapsed).toMatch(
      /^Строк подання минув 06 лютого 2026; дані станом на \d\d \S+ 2026, \d\d:\d\d\.$/,
    );
    expect(timeline(lapsed(), 'en', now).lapsed).toMatch(
      /^The deadline for proposals passed on 06 February 2026; data as of .+\.$/,
    );
  });

  it('says nothing while the period runs, nor for a tender that is not bidding', () => {
    const before = timeline(lapsed(), 'uk', new Date('2026-02-05T23:59:00+02:00'));
    expect(before.lapsed).toBeUndefined();
    expect(before.countdown?.text).toBe('1 хв до кінця подання');
    expect(timeline(lapsed(), 'uk', new Date('2026-02-06T00:00:00+02:00')).lapsed).toBeDefined();
    expect(timeline(portalTenderFile('UA-2026-01-15-000413-a'), 'uk').lapsed).toBeUndefined();
  });
});

describe('timeline: every shipped tender', () => {
  it.each(TENDER_FILES)('%s: stages, at most one current, nothing undefined', (file) => {
    const tender = portalTenderFile(file);
    for (const lang of ['uk', 'en'] as const) {
      const view = timeline(tender, lang);
      expect(view.stages.length).toBeGreaterThan(0);
      const currents = view.stages.filter((stage) => stage.state === 'current').length;
      expect(currents + (view.end ? 1 : 0)).toBeLessThanOrEqual(1);
      expect(JSON.stringify(view)).not.toMatch(/undefined|NaN|Invalid Date/);
      if (lang === 'en')
        expect(view.stages.map((s) => s.label).join()).not.toMatch(/[\u0400-\u04ff]/);
    }
  });
});

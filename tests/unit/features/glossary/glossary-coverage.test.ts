import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../contract/api';
import { LANGS } from '../../../../contract/api';
import { glossaryEn } from '../../../../src/features/glossary/content/en';
import type {
  EntityStatusGroup,
  GlossaryContent,
  StatusText,
  TabStatusGroup,
} from '../../../../src/features/glossary/content/types';
import { glossaryUk } from '../../../../src/features/glossary/content/uk';
import { GLOSSARY_GROUPS } from '../../../../src/features/glossary/model/entries';
import type { GlossaryGroup } from '../../../../src/features/glossary/model/entries';
import enCancellations from '../../../../contract/locales/en/tenderCancellations.json';
import enComplaints from '../../../../contract/locales/en/tenderComplaints.json';
import enContracts from '../../../../contract/locales/en/tenderContracts.json';
import enEntities from '../../../../contract/locales/en/entities.json';
import enSearch from '../../../../contract/locales/en/search.json';
import enLots from '../../../../contract/locales/en/tenderLots.json';
import enMonitorings from '../../../../contract/locales/en/tenderMonitorings.json';
import enQuestions from '../../../../contract/locales/en/tenderQuestions.json';
import ukCancellations from '../../../../contract/locales/uk/tenderCancellations.json';
import ukComplaints from '../../../../contract/locales/uk/tenderComplaints.json';
import ukContracts from '../../../../contract/locales/uk/tenderContracts.json';
import ukEntities from '../../../../contract/locales/uk/entities.json';
import ukSearch from '../../../../contract/locales/uk/search.json';
import ukLots from '../../../../contract/locales/uk/tenderLots.json';
import ukMonitorings from '../../../../contract/locales/uk/tenderMonitorings.json';
import ukQuestions from '../../../../contract/locales/uk/tenderQuestions.json';
import { shippedDictionary } from '../../../support/shipped-data';
import {
  shippedTenderFiles,
  shippedCdbTender,
  shippedCdbFiles,
} from '../../../support/shipped-cdb';

const CONTENT: Record<Lang, GlossaryContent> = { uk: glossaryUk, en: glossaryEn };
const CYRILLIC = /[\u0400-\u04ff]/;

const textsOf = (content: GlossaryContent, group: GlossaryGroup): Record<string, object> =>
  group === 'procedure' ? content.procedures : content.statuses[group];

const filled = (text: object): boolean =>
  Object.values(text).every((value) => typeof value === 'string' && value.trim().length >= 5);

describe('glossary: an entry for every code the reference dictionaries list', () => {
  for (const entry of GLOSSARY_GROUPS) {
    if (!('dictionary' in entry)) continue;
    const { group, dictionary } = entry;
    const extra: readonly string[] = 'extra' in entry ? entry.extra : [];
    const codes = [...Object.keys(shippedDictionary(dictionary).data), ...extra];

    it(`${dictionary}: all ${codes.length} codes in both languages, every part written`, () => {
      expect(codes.length).toBeGreaterThan(0);
      for (const lang of LANGS) {
        const texts = textsOf(CONTENT[lang], group);
        const missing = codes.filter((code) => !Object.hasOwn(texts, code));
        expect(missing, `${lang}: no entry`).toEqual([]);
        const empty = codes.filter((code) => !filled(texts[code] as object));
        expect(empty, `${lang}: a part is empty or a stub`).toEqual([]);
      }
    });

    it(`${dictionary}: no entry for a code the dictionary does not list`, () => {
      for (const lang of LANGS) {
        expect(Object.keys(textsOf(CONTENT[lang], group)).sort()).toEqual([...codes].sort());
      }
    });
  }

  it('the Ukrainian texts are Ukrainian and the English ones are not', () => {
    for (const { group } of GLOSSARY_GROUPS) {
      for (const text of Object.values(textsOf(glossaryUk, group))) {
        for (const value of Object.values(text)) expect(value).toMatch(CYRILLIC);
      }
      for (const text of Object.values(textsOf(glossaryEn, group))) {
        for (const value of Object.values(text)) expect(value).not.toMatch(CYRILLIC);
      }
    }
  });
});

/**
 * The label sets the badges of the tender tabs and of the plan and framework pages use (their
 * locales), group by group: a new badge status without a glossary entry, or a group without its
 * label set, fails here.
 */
const BADGE_LABELS: Record<
  Lang,
  Record<TabStatusGroup | EntityStatusGroup, Record<string, string>>
> = {
  uk: {
    lot: ukLots.status,
    claim: ukQuestions.claimStatus,
    question: ukQuestions.questionStatus,
    cancellation: ukCancellations.status,
    contract: ukContracts.contract.status,
    change: ukContracts.changes.status,
    payment: ukContracts.payments.status,
    agreement: ukContracts.agreement.status,
    agreementContract: ukContracts.agreement.memberStatus,
    monitoring: ukMonitorings.status,
    plan: ukEntities.plan.statuses,
    framework: ukEntities.framework.statuses,
  },
  en: {
    lot: enLots.status,
    claim: enQuestions.claimStatus,
    question: enQuestions.questionStatus,
    cancellation: enCancellations.status,
    contract: enContracts.contract.status,
    change: enContracts.changes.status,
    payment: enContracts.payments.status,
    agreement: enContracts.agreement.status,
    agreementContract: enContracts.agreement.memberStatus,
    monitoring: enMonitorings.status,
    plan: enEntities.plan.statuses,
    framework: enEntities.framework.statuses,
  },
};

/** The search cards of plans and frameworks label their badges themselves. */
const CARD_LABELS: Record<Lang, Record<EntityStatusGroup, Record<string, string>>> = {
  uk: { plan: ukSearch.statuses.plan, framework: ukSearch.statuses.catalog },
  en: { plan: enSearch.statuses.plan, framework: enSearch.statuses.catalog },
};

describe('glossary: an entry for every status the tabs’, plans’ and frameworks’ badges label', () => {
  const own = GLOSSARY_GROUPS.flatMap((entry) => ('codes' in entry ? [entry] : []));

  it('covers 12 groups of 52 statuses, each group the codes of its badges', () => {
    expect(own.map((entry) => entry.group).sort()).toEqual(Object.keys(BADGE_LABELS.uk).sort());
    expect(own.flatMap((entry) => entry.codes)).toHaveLength(52);
    for (const lang of LANGS) {
      for (const { group, codes } of own) {
        expect(Object.keys(BADGE_LABELS[lang][group]).sort(), `${lang} ${group}`).toEqual(
          [...codes].sort(),
        );
      }
    }
  });

  it.each(LANGS)('%s: every entry is titled as its badge and fully written', (lang) => {
    for (const { group, codes } of own) {
      const texts = CONTENT[lang].statuses[group] as Record<string, StatusText>;
      expect(Object.keys(texts).sort(), group).toEqual([...codes].sort());
      for (const code of codes) {
        const { title, ...parts } = texts[code] ?? { now: '', can: '', next: '' };
        expect(title, `${group} ${code}`).toBe(BADGE_LABELS[lang][group][code]);
        expect(filled(parts), `${group} ${code}`).toBe(true);
      }
    }
  });

  it.each(LANGS)('%s: the plan and framework search cards label as the pages do', (lang) => {
    for (const group of ['plan', 'framework'] as const) {
      expect(CARD_LABELS[lang][group], group).toEqual(BADGE_LABELS[lang][group]);
    }
  });

  it.each(LANGS)(
    '%s: the complaints tab’s own labels are the complaint entries’ titles',
    (lang) => {
      const labels = (lang === 'uk' ? ukComplaints : enComplaints).status;
      const texts = CONTENT[lang].statuses.complaint;
      for (const [code, label] of Object.entries(labels)) {
        expect(texts[code]?.title, code).toBe(label);
      }
    },
  );
});

describe('glossary: the codes of the shipped data all have entries', () => {
  const seen = Object.fromEntries(
    GLOSSARY_GROUPS.map(({ group }) => [group, new Set<string>()]),
  ) as Record<GlossaryGroup, Set<string>>;
  type Obj = {
    status?: unknown;
    type?: unknown;
    answer?: unknown;
    complaints?: readonly Obj[];
    contracts?: readonly Obj[];
    changes?: readonly Obj[];
  };
  const add = (group: GlossaryGroup, value: unknown) => {
    if (typeof value === 'string') seen[group].add(value);
  };
  const complaintsOf = (objects: readonly Obj[] | undefined) =>
    (objects ?? []).flatMap((object) => object.complaints ?? []);
  for (const file of shippedTenderFiles()) {
    const tender = shippedCdbTender(file) as unknown as Obj & {
      procurementMethodType?: unknown;
      awards?: readonly Obj[];
      qualifications?: readonly Obj[];
      lots?: readonly Obj[];
      cancellations?: readonly Obj[];
      agreements?: readonly Obj[];
      questions?: readonly Obj[];
    };
    add('procedure', tender.procurementMethodType);
    add('tender', tender.status);
    for (const award of tender.awards ?? []) add('award', award.status);
    for (const qualification of tender.qualifications ?? [])
      add('qualification', qualification.status);
    for (const lot of tender.lots ?? []) add('lot', lot.status);
    // The portal shows no draft cancellation.
    for (const cancellation of tender.cancellations ?? [])
      if (cancellation.status !== 'draft') add('cancellation', cancellation.status);
    for (const contract of tender.contracts ?? []) add('contract', contract.status);
    for (const agreement of tender.agreements ?? []) {
      add('agreement', agreement.status);
      for (const member of agreement.contracts ?? []) add('agreementContract', member.status);
      for (const change of agreement.changes ?? []) add('change', change.status);
    }
    for (const question of tender.questions ?? [])
      add('question', typeof question.answer === 'string' ? 'has_answer' : 'no_answer');
    for (const complaint of [
      ...(tender.complaints ?? []),
      ...complaintsOf(tender.awards),
      ...complaintsOf(tender.qualifications),
    ]) {
      // Claims to the buyer (type 'claim') are not complaints to the Antimonopoly Committee.
      add(complaint.type === 'claim' ? 'claim' : 'complaint', complaint.status);
    }
  }
  for (const { data } of shippedCdbFiles('contracts')) {
    const contract = data as Obj;
    add('contract', contract.status);
    for (const change of contract.changes ?? []) add('change', change.status);
  }
  for (const { data } of shippedCdbFiles('monitorings')) add('monitoring', (data as Obj).status);
  for (const { data } of shippedCdbFiles('plans')) add('plan', (data as Obj).status);
  // data/cdb/frameworks also holds the frameworks' agreements, submissions and qualifications.
  for (const { data } of shippedCdbFiles('frameworks'))
    if (typeof data.frameworkType === 'string') add('framework', data.status);

  it('reads procedure types and the statuses of tenders, their parts, contracts, monitorings, plans and frameworks', () => {
    expect(seen.procedure.size).toBeGreaterThan(5);
    expect(seen.tender.size).toBeGreaterThan(3);
    expect(seen.award.size).toBeGreaterThan(1);
    expect(seen.qualification.size).toBeGreaterThan(0);
    expect(seen.complaint.size).toBeGreaterThan(0);
    expect([...seen.lot].sort()).toEqual(['active', 'cancelled', 'complete', 'unsuccessful']);
    expect([...seen.monitoring]).toHaveLength(8);
    expect(seen.contract.size).toBe(4);
    expect(seen.claim.size).toBeGreaterThan(0);
    expect(seen.agreementContract.size).toBe(2);
    expect([...seen.plan].sort()).toEqual(['complete', 'draft', 'scheduled']);
    expect([...seen.framework].sort()).toEqual(['active', 'draft']);
  });

  it.each(GLOSSARY_GROUPS.map(({ group }) => group))('%s: every code has an entry', (group) => {
    for (const lang of LANGS) {
      const texts = textsOf(CONTENT[lang], group);
      expect([...seen[group]].filter((code) => !Object.hasOwn(texts, code))).toEqual([]);
    }
  });
});

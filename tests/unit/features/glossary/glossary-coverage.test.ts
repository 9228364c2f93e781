import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../contract/api';
import { LANGS } from '../../../../contract/api';
import { glossaryEn } from '../../../../src/features/glossary/content/en';
import type { GlossaryContent } from '../../../../src/features/glossary/content/types';
import { glossaryUk } from '../../../../src/features/glossary/content/uk';
import { GLOSSARY_GROUPS } from '../../../../src/features/glossary/model/entries';
import type { GlossaryGroup } from '../../../../src/features/glossary/model/entries';
import { shippedDictionary } from '../../shipped-dictionary';
import { SHIPPED_FILES, cdbTender } from '../tender/shipped-tenders';

const CONTENT: Record<Lang, GlossaryContent> = { uk: glossaryUk, en: glossaryEn };
const CYRILLIC = /[\u0400-\u04ff]/;

const textsOf = (content: GlossaryContent, group: GlossaryGroup): Record<string, object> =>
  group === 'procedure' ? content.procedures : content.statuses[group];

const filled = (text: object): boolean =>
  Object.values(text).every((value) => typeof value === 'string' && value.trim().length >= 5);

describe('glossary: an entry for every code the reference dictionaries list', () => {
  for (const entry of GLOSSARY_GROUPS) {
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

describe('glossary: the codes of the shipped tenders all have entries', () => {
  const seen: Record<GlossaryGroup, Set<string>> = {
    procedure: new Set(),
    tender: new Set(),
    qualification: new Set(),
    award: new Set(),
    complaint: new Set(),
  };
  type Obj = { status?: unknown; type?: unknown; complaints?: readonly Obj[] };
  const add = (group: GlossaryGroup, value: unknown) => {
    if (typeof value === 'string') seen[group].add(value);
  };
  const complaintsOf = (objects: readonly Obj[] | undefined) =>
    (objects ?? []).flatMap((object) => object.complaints ?? []);
  for (const file of SHIPPED_FILES) {
    const tender = cdbTender(file) as unknown as Obj & {
      procurementMethodType?: unknown;
      awards?: readonly Obj[];
      qualifications?: readonly Obj[];
    };
    add('procedure', tender.procurementMethodType);
    add('tender', tender.status);
    for (const award of tender.awards ?? []) add('award', award.status);
    for (const qualification of tender.qualifications ?? [])
      add('qualification', qualification.status);
    for (const complaint of [
      ...(tender.complaints ?? []),
      ...complaintsOf(tender.awards),
      ...complaintsOf(tender.qualifications),
    ]) {
      // Claims to the buyer (type 'claim') are not complaints to the Antimonopoly Committee.
      if (complaint.type !== 'claim') add('complaint', complaint.status);
    }
  }

  it('reads procedure types, tender, award, qualification and complaint statuses from them', () => {
    expect(seen.procedure.size).toBeGreaterThan(5);
    expect(seen.tender.size).toBeGreaterThan(3);
    expect(seen.award.size).toBeGreaterThan(1);
    expect(seen.qualification.size).toBeGreaterThan(0);
    expect(seen.complaint.size).toBeGreaterThan(0);
  });

  it.each(GLOSSARY_GROUPS.map(({ group }) => group))('%s: every code has an entry', (group) => {
    for (const lang of LANGS) {
      const texts = textsOf(CONTENT[lang], group);
      expect([...seen[group]].filter((code) => !Object.hasOwn(texts, code))).toEqual([]);
    }
  });
});

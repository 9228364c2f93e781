import { describe, expect, it } from 'vitest';
import { FLAG_CODES } from '../../../../contract/flags';
import type { FlagCode } from '../../../../contract/flags';
import '../../../../src/features/flags/locales';
import { toRulesView } from '../../../../src/features/flags/model/rules-view';
import { i18n } from '../../../../src/lib/i18n';

function rulesIn(lang: 'uk' | 'en', counts?: Record<FlagCode, number>) {
  return toRulesView(
    i18n.getFixedT(lang, 'flags'),
    i18n.getFixedT(lang, 'flagRules'),
    i18n.getFixedT(lang, 'common'),
    counts,
  );
}

describe('/flags: every rule', () => {
  it.each(['uk', 'en'] as const)('lists every rule with its texts in %s', (lang) => {
    const rules = rulesIn(lang);
    expect(rules.map((rule) => rule.code)).toEqual([...FLAG_CODES]);
    for (const rule of rules) {
      expect(rule.title).not.toMatch(/^redFlag\./);
      expect(rule.definition).not.toMatch(/^rule\./);
      expect(rule.definition.length).toBeGreaterThan(20);
      expect(rule.explanation.length).toBeGreaterThan(200);
      expect(rule.source).toMatch(/Prozorro|Open Contracting/);
      expect(rule.searchHref).toBe(`/search/tender?flags[0]=${rule.code}`);
      expect(rule.id).toBe(`rule-${rule.code}`);
    }
    expect(new Set(rules.map((rule) => rule.title)).size).toBe(FLAG_CODES.length);
  });

  it('words the rules as facts about data, in both languages', () => {
    const en = rulesIn('en');
    const uk = rulesIn('uk');
    expect(en[0]?.title).toBe('Single bid');
    expect(uk[0]?.title).toBe('Одна пропозиція');
    for (const rule of [...en, ...uk]) {
      expect(rule.explanation).not.toMatch(/corrupt|fraud|корупц|шахрай/i);
    }
  });

  it('counts each rule’s tenders and offers no search for a rule no tender has', () => {
    const counts = Object.fromEntries(
      FLAG_CODES.map((code, index) => [code, index % 2 === 0 ? 0 : index]),
    );
    const rules = rulesIn('uk', counts as Record<FlagCode, number>);
    for (const [index, rule] of rules.entries()) {
      expect(rule.count).toBe(index % 2 === 0 ? 0 : index);
      expect(rule.searchHref).toBe(
        index % 2 === 0 ? undefined : `/search/tender?flags[0]=${rule.code}`,
      );
    }
  });
});

import { describe, expect, it } from 'vitest';
import { FLAG_CODES } from '../../../../contract/flags';
import type { FlagCode } from '../../../../contract/flags';
import '../../../../src/features/flags/locales';
import { toRulesView } from '../../../../src/features/flags/model/rules-view';
import { i18n } from '../../../../src/lib/i18n';

describe('/flags: every rule', () => {
  it.each(['uk', 'en'] as const)('lists every rule with its texts in %s', (lang) => {
    const rules = toRulesView(i18n.getFixedT(lang, 'flags'), i18n.getFixedT(lang, 'common'));
    expect(rules.map((rule) => rule.code)).toEqual([...FLAG_CODES]);
    for (const rule of rules) {
      expect(rule.title).not.toMatch(/^redFlag\./);
      expect(rule.definition).not.toMatch(/^rule\./);
      expect(rule.explanation.length).toBeGreaterThan(200);
      expect(rule.source).toMatch(/Prozorro|Open Contracting/);
      expect(rule.searchHref).toBe(`/search/tender?flags[0]=${rule.code}`);
      expect(rule.id).toBe(`rule-${rule.code}`);
    }
    expect(new Set(rules.map((rule) => rule.title)).size).toBe(FLAG_CODES.length);
  });

  it('words the rules as facts about data, in both languages', () => {
    const en = toRulesView(i18n.getFixedT('en', 'flags'), i18n.getFixedT('en', 'common'));
    const uk = toRulesView(i18n.getFixedT('uk', 'flags'), i18n.getFixedT('uk', 'common'));
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
    const rules = toRulesView(
      i18n.getFixedT('uk', 'flags'),
      i18n.getFixedT('uk', 'common'),
      counts as Record<FlagCode, number>,
    );
    for (const [index, rule] of rules.entries()) {
      expect(rule.count).toBe(index % 2 === 0 ? 0 : index);
      expect(rule.searchHref).toBe(
        index % 2 === 0 ? undefined : `/search/tender?flags[0]=${rule.code}`,
      );
    }
  });
});

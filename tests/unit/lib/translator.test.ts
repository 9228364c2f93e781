import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/lib/translator';

const start = () =>
  createTranslator({
    resources: {
      uk: {
        common: {
          hello: 'Привіт, {{name}}',
          nested: { deeper: { text: 'Глибоко' } },
          onlyUk: 'Лише українською',
          days_one: '{{count}} день',
          days_few: '{{count}} дні',
          days_many: '{{count}} днів',
          days_other: '{{count}} дня',
        },
        other: { title: 'Інше' },
      },
      en: {
        common: {
          hello: 'Hello, {{name}}',
          nested: { deeper: { text: 'Deep' } },
          days_one: '{{count}} day',
          days_other: '{{count}} days',
        },
      },
    },
    lng: 'uk',
    fallbackLng: 'uk',
    defaultNS: 'common',
  });

/** The test's own keys are not the portal's typed ones. */
type Loose = (key: string, options?: Record<string, unknown>) => string;
const fixed = (translator: ReturnType<typeof start>, lang: 'uk' | 'en', ns: 'common') =>
  translator.getFixedT(lang, ns) as unknown as Loose;
const looseT = (translator: ReturnType<typeof start>) => translator.t as unknown as Loose;

describe('the translator', () => {
  it('reads nested keys and fills templates', () => {
    const texts = start();
    expect(looseT(texts)('nested.deeper.text')).toBe('Глибоко');
    expect(looseT(texts)('hello', { name: 'Олено' })).toBe('Привіт, Олено');
    expect(looseT(texts)('hello', { name: 'Olena', lng: 'en' })).toBe('Hello, Olena');
  });

  it('leaves a template it was not given a value for, and empties one given as undefined', () => {
    const texts = start();
    expect(looseT(texts)('hello')).toBe('Привіт, {{name}}');
    expect(looseT(texts)('hello', {})).toBe('Привіт, {{name}}');
    expect(looseT(texts)('hello', { name: undefined })).toBe('Привіт, ');
  });

  it('chooses the plural form of the language, and the other form where it has no own', () => {
    const texts = start();
    const uk = fixed(texts, 'uk', 'common');
    expect([1, 3, 5, 21, 1.5].map((count) => uk('days', { count }))).toEqual([
      '1 день',
      '3 дні',
      '5 днів',
      '21 день',
      '1.5 дня',
    ]);
    const en = fixed(texts, 'en', 'common');
    expect([1, 2].map((count) => en('days', { count }))).toEqual(['1 day', '2 days']);
  });

  it('falls back to Ukrainian, then to the default value, then to the key', () => {
    const texts = start();
    const en = fixed(texts, 'en', 'common');
    expect(en('onlyUk')).toBe('Лише українською');
    expect(en('missing.key', { defaultValue: 'за замовчуванням {{n}}', n: 2 })).toBe(
      'за замовчуванням 2',
    );
    expect(en('missing.key')).toBe('missing.key');
    expect(looseT(texts)('hello', { lng: 'de', name: 'X' })).toBe('Привіт, X');
  });

  it('reaches another namespace with ns:key; an unknown one gives the key', () => {
    const texts = start();
    expect(fixed(texts, 'en', 'common')('other:title')).toBe('Інше');
    expect(looseT(texts)('nowhere:hello')).toBe('hello');
  });

  it('switches language and says so, once per change', async () => {
    const texts = start();
    const heard: string[] = [];
    const listener = (lang: string) => heard.push(lang);
    texts.on('languageChanged', listener);
    await texts.changeLanguage('en');
    await texts.changeLanguage('en');
    expect(texts.language).toBe('en');
    expect(looseT(texts)('nested.deeper.text')).toBe('Deep');
    texts.off('languageChanged', listener);
    await texts.changeLanguage('uk');
    expect(heard).toEqual(['en']);
  });

  it('gives one t per language and namespace, and its kept texts follow a namespace added later', () => {
    const texts = start();
    const en = fixed(texts, 'en', 'common');
    expect(texts.getFixedT('en', 'common')).toBe(en);
    expect(en('late')).toBe('late');
    expect(texts.hasResourceBundle('en', 'late')).toBe(false);
    texts.addResourceBundle('en', 'common', { late: 'Late' });
    expect(en('late')).toBe('Late');
    expect(en('hello', { name: 'A' })).toBe('Hello, A');
    expect(en('hello', { name: 'B' })).toBe('Hello, B');
  });
});

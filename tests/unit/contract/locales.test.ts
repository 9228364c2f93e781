import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../../../contract/locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1).replace(PLURAL_SUFFIX, '')];

const load = (lang: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8'));

describe('locale files', () => {
  const namespaces = readdirSync(path.join(localesDir, 'uk')).sort();

  it('has the same namespaces in Ukrainian and English', () => {
    expect(readdirSync(path.join(localesDir, 'en')).sort()).toEqual(namespaces);
  });

  it.each(namespaces)('%s has the same keys in both languages (plural forms aside)', (file) => {
    const uk = [...new Set(keysOf(load('uk', file)))].sort();
    const en = [...new Set(keysOf(load('en', file)))].sort();
    expect(en).toEqual(uk);
  });

  /** Every plural key (base name) of a file with the forms it has. */
  const pluralForms = (value: unknown, prefix = ''): Map<string, Set<string>> => {
    const found = new Map<string, Set<string>>();
    const walk = (node: unknown, at: string): void => {
      if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
      for (const [key, child] of Object.entries(node)) {
        const form = PLURAL_SUFFIX.exec(key)?.[1];
        if (form !== undefined && typeof child === 'string') {
          const base = `${at}${key.replace(PLURAL_SUFFIX, '')}`;
          found.set(base, (found.get(base) ?? new Set()).add(form));
        } else walk(child, `${at}${key}.`);
      }
    };
    walk(value, prefix);
    return found;
  };

  it.each(['uk', 'en'])('every plural key has each form %s needs (Intl.PluralRules)', (lang) => {
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.sort();
    const missing = namespaces.flatMap((file) =>
      [...pluralForms(load(lang, file))]
        .filter(([, have]) => forms.some((form) => !have.has(form)))
        .map(([base, have]) => `${file}: ${base} has ${[...have].sort().join('/')}`),
    );
    expect(missing).toEqual([]);
  });

  it('has plural keys to check', () => {
    const bases = namespaces.flatMap((file) => [...pluralForms(load('uk', file)).keys()]);
    expect(bases).toEqual(expect.arrayContaining(['total.exact', 'years', 'months', 'days']));
  });

  /** Every text of a locale file. */
  const textsOf = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(textsOf)
        : [];

  it.each([
    { lang: 'en', other: /\bcustomers?\b/i, word: 'the "buyer"' },
    { lang: 'uk', other: /покуп(ець|ця|цю|цем)/i, word: '«замовник»' },
  ] as const)('names the procuring entity by one word in $lang: $word', ({ lang, other }) => {
    const found = namespaces.flatMap((file) =>
      textsOf(load(lang, file))
        .filter((text) => other.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../../../src/locales');
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

  it('has every Ukrainian plural form the language needs', () => {
    const search = load('uk', 'search.json') as Record<string, unknown>;
    const forms = new Intl.PluralRules('uk').resolvedOptions().pluralCategories;
    for (const form of forms) expect(search).toHaveProperty(`total_${form}`);
  });
});

import type { DictionaryEntry } from '../../contract/static-data.ts';

export type Entries = Record<string, DictionaryEntry>;

const LABEL_FIELD = /^(title|name|description|abbr|symbol)_(uk|en)$/;

/** Keeps the label fields (title_*, name_*, description_*, abbr_*, symbol_*) and the extra ones. */
export const pickLabels = (
  raw: Record<string, Record<string, unknown>>,
  extra: readonly string[] = [],
): Entries =>
  Object.fromEntries(
    Object.entries(raw).map(([code, entry]) => [
      code,
      Object.fromEntries(
        Object.entries(entry).filter(([field]) => LABEL_FIELD.test(field) || extra.includes(field)),
      ),
    ]),
  );

/** Adds the authored English title to each entry; a code without one stops the build. */
export const withEnglishTitles = (
  source: string,
  entries: Entries,
  english: Readonly<Record<string, string>>,
): Entries =>
  Object.fromEntries(
    Object.entries(entries).map(([code, entry]) => {
      const title = english[code];
      if (title === undefined || title.trim() === '') {
        throw new Error(`${source}: no English title for the code "${code}"`);
      }
      return [code, { ...entry, title_en: title }];
    }),
  );

const hasText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** True when the entry has a label in both languages: title_uk and title_en, or name_uk and name_en. */
export const isBilingual = (entry: DictionaryEntry): boolean =>
  (hasText(entry.title_uk) && hasText(entry.title_en)) ||
  (hasText(entry.name_uk) && hasText(entry.name_en));

/** Stops the build when some entry lacks a label in either language. */
export const assertBilingual = (key: string, entries: Entries): void => {
  const missing = Object.keys(entries).filter((code) => !isBilingual(entries[code] ?? {}));
  if (missing.length > 0) {
    throw new Error(`${key}: no label in both languages for ${missing.join(', ')}`);
  }
};

/** A criteria file (a list of criteria): title_uk by classification id, English authored. */
export const criteriaEntries = (
  source: string,
  criteria: readonly { title: string; classification: { id: string } }[],
  english: Readonly<Record<string, string>>,
): Entries =>
  withEnglishTitles(
    source,
    Object.fromEntries(criteria.map((c) => [c.classification.id, { title_uk: c.title }])),
    english,
  );

/** Regions are a list of Ukrainian names; the name is the code CDB addresses carry. */
export const regionEntries = (
  names: readonly string[],
  english: Readonly<Record<string, string>>,
): Entries =>
  withEnglishTitles(
    'standards/classifiers/ua_regions.json',
    Object.fromEntries(names.map((uk) => [uk, { title_uk: uk }])),
    english,
  );

import { describe, expect, it } from 'vitest';
import {
  assertBilingual,
  criteriaEntries,
  pickLabels,
  regionEntries,
  withEnglishTitles,
} from '../../../scripts/dictionary-sources/labels.ts';

describe('dictionary labels', () => {
  it('keeps label fields and the named extras, drops the rest', () => {
    expect(
      pickLabels(
        { UAH: { name_uk: 'Гривня', name_en: 'Hryvnia', sign: '₴', num: 980, title: 'x' } },
        ['sign'],
      ),
    ).toEqual({ UAH: { name_uk: 'Гривня', name_en: 'Hryvnia', sign: '₴' } });
  });

  it('adds authored English titles by code', () => {
    expect(withEnglishTitles('f.json', { a: { title_uk: 'А' } }, { a: 'A' })).toEqual({
      a: { title_uk: 'А', title_en: 'A' },
    });
  });

  it('fails the build when a code has no English, naming the file and the code', () => {
    expect(() =>
      withEnglishTitles('AMCU/x.json', { a: { title_uk: 'А' }, b: { title_uk: 'Б' } }, { a: 'A' }),
    ).toThrow('AMCU/x.json: no English title for the code "b"');
    expect(() => regionEntries(['Нова область'], {})).toThrow(/"Нова область"/);
    expect(() =>
      criteriaEntries('criteria/x.json', [{ title: 'Т', classification: { id: 'C.X' } }], {}),
    ).toThrow(/"C\.X"/);
  });

  it('keys criteria by classification id', () => {
    expect(
      criteriaEntries('c.json', [{ title: 'Мова', classification: { id: 'C.LANG' } }], {
        'C.LANG': 'Language',
      }),
    ).toEqual({ 'C.LANG': { title_uk: 'Мова', title_en: 'Language' } });
  });

  it('accepts title_* or name_* pairs and rejects an entry missing a language', () => {
    expect(() => {
      assertBilingual('k', {
        a: { title_uk: 'А', title_en: 'A' },
        b: { name_uk: 'Б', name_en: 'B' },
      });
    }).not.toThrow();
    expect(() => {
      assertBilingual('k', { a: { title_uk: 'А', title_en: ' ' } });
    }).toThrow('k: no label in both languages for a');
    expect(() => {
      assertBilingual('k', { a: { title_uk: 'А', name_en: 'A' } });
    }).toThrow(/for a/);
  });
});

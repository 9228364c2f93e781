import { describe, expect, it } from 'vitest';
import { articleTitle } from '../../../../src/features/news/model/article-index';
import { shippedDictionary } from '../../../support/shipped-data';

const index = shippedDictionary('article');

describe('article title from the shipped article index', () => {
  it('finds an article by slug or by id, in the language', () => {
    expect(articleTitle(index, 'open-tenders-explained', 'uk')).toBe(
      'Відкриті торги: звичайні, з особливостями та з публікацією англійською',
    );
    expect(articleTitle(index, '16', 'en')).toBe(
      'The new procurement portal: fast, bilingual and available offline',
    );
  });

  it('finds nothing for an unknown article, an inherited key or no index', () => {
    expect(articleTitle(index, '999', 'uk')).toBeUndefined();
    expect(articleTitle(index, 'constructor', 'uk')).toBeUndefined();
    expect(articleTitle(undefined, '16', 'uk')).toBeUndefined();
  });
});

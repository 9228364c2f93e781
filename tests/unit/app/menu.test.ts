import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../../../contract/static-data';
import { toMenuItems } from '../../../src/app/layout/model/menu';

const headerMenu: Dictionary = {
  date_modified: '2025-01-01T00:00:00Z',
  data: {
    news: { title_uk: 'Новини', title_en: 'News', url: '/news', order: 5 },
    tenders: { title_uk: 'Закупівлі', title_en: 'Tenders', url: '/search/tender', order: 1 },
    docs: { title_uk: 'Документація', url: 'https://prozorro-api-docs.readthedocs.io/', order: 3 },
    evil: { title_uk: 'Зло', url: 'javascript:alert(1)', order: 2 },
    nolabel: { url: '/x', order: 4 },
  },
};

describe('menu items', () => {
  it('orders by `order`, labels in the language, drops unsafe or unlabeled items', () => {
    expect(toMenuItems(headerMenu, 'en')).toEqual([
      { code: 'tenders', label: 'Tenders', link: { kind: 'internal', to: '/search/tender' } },
      {
        code: 'docs',
        label: 'Документація',
        link: { kind: 'external', href: 'https://prozorro-api-docs.readthedocs.io/' },
      },
      { code: 'news', label: 'News', link: { kind: 'internal', to: '/news' } },
    ]);
  });

  it('is empty without the dictionary', () => {
    expect(toMenuItems(undefined, 'uk')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { highlight } from '../../../../src/features/search/model/highlight';
import { currentSort, sortOptions, withText } from '../../../../src/features/search/model/sort';

const marked = (text: string, search: string, words: string[]) =>
  highlight(text, search, { prefixes: [search], words })
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('marks of a search in other word forms', () => {
  it('marks the forms the search matched, whole, in the form the title has', () => {
    const title = 'Придбання ліків для КНП «Міська лікарня №1»; лікарняні ліжка';
    expect(marked(title, 'лікарні', ['лікарня', 'лікарень'])).toEqual(['лікарня']);
    expect(marked('Папір А4, паперові рушники', 'паперу', ['папір', 'папері'])).toEqual(['Папір']);
  });
});

describe('the relevance sort', () => {
  it('is offered first for tenders with a text, and nowhere else', () => {
    expect(sortOptions('tender', { text: 'бензин' })[0]?.value).toBe('relevance,desc');
    expect(sortOptions('tender', { text: ' ' }).map((option) => option.key)).not.toContain(
      'relevance',
    );
    expect(sortOptions('plan', { text: 'бензин' }).map((option) => option.key)).not.toContain(
      'relevance',
    );
  });

  it('is chosen, in the address, when a text is searched for; a sort chosen before stays', () => {
    const searched = withText('tender', { status: ['complete'], page: '3' }, 'бензину');
    expect(searched).toEqual({
      status: ['complete'],
      text: 'бензину',
      sort_by: 'relevance',
      order: 'desc',
    });
    expect(currentSort(searched)).toBe('relevance,desc');
    const byValue = { text: 'бензин', sort_by: 'value', order: 'asc' } as const;
    expect(withText('tender', byValue, 'дизпаливо')).toEqual({ ...byValue, text: 'дизпаливо' });
    expect(withText('tender', searched, '')).toEqual({ status: ['complete'], text: '' });
    expect(withText('plan', {}, 'бензин')).toEqual({ text: 'бензин' });
  });
});

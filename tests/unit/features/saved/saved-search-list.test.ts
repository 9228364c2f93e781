import { describe, expect, it } from 'vitest';
import type { Lang, SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import { toSavedSearchRow } from '../../../../src/features/search/model/saved-search-list';
import '../../../../src/features/search/locales';
import '../../../../src/features/search/saved-searches-locales';
import { savedQueryOf, savedSearchId } from '../../../../src/features/search/store/saved-searches';
import { toFilterChips } from '../../../../src/features/search/model/filters/chips';
import { searchHref } from '../../../../src/features/search/model/search-query';
import type { SavedSearchRecord } from '../../../../src/lib/db';
import { i18n } from '../../../../src/lib/i18n';
import { chipContext, plain } from '../search/filters/filter-context';
import { searchPage, shippedTenders } from './search-api';

const tenders = shippedTenders(3);
const first = tenders[0];
if (!first) throw new Error('no shipped tender');
const edrpou = first.procuringEntity.identifier.id;
const byBuyer: SearchFilterQuery = { buyer: [edrpou], status: [first.status] };
const byText: SearchFilterQuery = { text: first.tenderID, buyer: [edrpou] };

/** A saved search whose first page held real tenders, made at 10:05 UTC on 21 November. */
const record = (query: SearchFilterQuery, newCount = 0): SavedSearchRecord => ({
  id: savedSearchId('tender', query),
  section: 'tender',
  query: savedQueryOf('tender', query),
  savedAt: Date.UTC(2026, 10, 20, 8, 0),
  result: searchPage(tenders),
  resultAt: Date.UTC(2026, 10, 21, 10, 5),
  seenIds: tenders.map((tender) => tender.id),
  newCount,
  checkedAt: Date.UTC(2026, 10, 21, 10, 5),
});

/** The search page's chip labels of a search. */
const chipLabels = (query: SearchFilterQuery, lang: Lang): string[] =>
  toFilterChips('tender', query, chipContext(lang)).map((chip) => chip.label);

const row = (query: SearchFilterQuery, newCount = 0, lang: Lang = 'uk') =>
  toSavedSearchRow(record(query, newCount), {
    lang,
    t: i18n.getFixedT(lang, 'savedSearches'),
    sectionTitle: (section: SearchSection) => i18n.getFixedT(lang, 'search')(`title.${section}`),
    filters: chipLabels(query, lang),
  });

describe('a saved search in the list', () => {
  it('says its section and filters, links to its first page and gives the time of its results', () => {
    const shown = row(byBuyer);
    const chips = chipLabels(byBuyer, 'uk');
    expect(chips.some((chip) => chip.includes(edrpou))).toBe(true);
    expect(shown.href).toBe(searchHref('tender', byBuyer));
    expect(shown.summary).toBe(`Закупівлі: ${chips.join('; ')}`);
    expect(shown.filters).toEqual([]);
    expect(shown.asOf).toBe('Результати станом на 21 листопада 2026, 12:05');
    expect(shown.newResults).toBeUndefined();
  });

  it('puts the words searched for in the summary and the filters beside them', () => {
    const shown = row(byText, 2, 'en');
    expect(shown.summary).toBe(`Tenders: “${first.tenderID}”`);
    expect(shown.filters).toEqual(chipLabels({ buyer: [edrpou] }, 'en'));
    expect(shown.filters.map(plain).join()).toContain(edrpou);
    expect(shown.newResults).toBe('2 new results');
    expect(shown.removeLabel).toBe(`Remove the saved search “Tenders: “${first.tenderID}””`);
  });

  it('names a search without words or filters, and counts new results in Ukrainian plurals', () => {
    expect(row({}, 1).summary).toBe('Закупівлі: усі результати');
    expect(row({}, 1).newResults).toBe('1 новий результат');
    expect(row({}, 3).newResults).toBe('3 нові результати');
    expect(row({}, 5).newResults).toBe('5 нових результатів');
  });
});

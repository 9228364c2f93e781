import { describe, expect, it } from 'vitest';
import type { SearchSection } from '../../../../../contract/api';
import { SECTION_FILTERS } from '../../../../../contract/search';
import { FILTER_DICTIONARIES } from '../../../../../src/features/search/model/filters/filter-dictionaries';
import {
  SECTION_FILTER_TABLE,
  keysOfFilter,
} from '../../../../../src/features/search/model/filters/sections';
import { DICTIONARY_KEYS } from '../../../../../contract/static-data';

const SECTIONS: SearchSection[] = ['tender', 'plan', 'catalog', 'products'];

/** The dictionaries a section's panel and chips label with, as its filters name them. */
const filterDictionaries = (section: SearchSection) => [
  ...new Set(
    SECTION_FILTER_TABLE[section].flatMap((spec) =>
      'dictionary' in spec ? [spec.dictionary] : [],
    ),
  ),
];

describe('the filters of each section', () => {
  it.each(SECTIONS)('%s: every filter writes only keys the server accepts there', (section) => {
    const accepted: readonly string[] = SECTION_FILTERS[section].keys;
    const periods: readonly string[] = SECTION_FILTERS[section].dates;
    for (const spec of SECTION_FILTER_TABLE[section]) {
      for (const key of keysOfFilter(spec)) expect(accepted, spec.id).toContain(key);
      if (spec.kind === 'dates') expect(periods, spec.id).toContain(spec.period);
    }
  });

  it('has the filters the issue lists, in the panel order', () => {
    const ids = (section: SearchSection) => SECTION_FILTER_TABLE[section].map((spec) => spec.id);
    expect(ids('tender')).toEqual([
      'status',
      'proc_type',
      'region',
      'cpv',
      'buyer',
      'tenderer',
      'value',
      'date.tender',
      'date.enquiry',
      'date.auction',
      'date.award',
      'awardCriteria',
      'proc_rationale',
      'milestone',
      'funders',
      'local_share',
      'flags',
    ]);
    expect(ids('plan')).toEqual(['year', 'buyer', 'cpv', 'proc_type', 'value', 'date.plan']);
    expect(ids('catalog')).toEqual([
      'status',
      'framework_types',
      'procuringEntity',
      'cpv',
      'date.qualification',
    ]);
    expect(ids('products')).toEqual(['vendor', 'cpv']);
  });

  it('names dictionaries that exist, and never the 1.4 MB classifier up front', () => {
    for (const section of SECTIONS) {
      const keys = filterDictionaries(section);
      for (const key of keys) expect(DICTIONARY_KEYS).toContain(key);
      expect(keys).not.toContain('cpv');
    }
    expect(filterDictionaries('products')).toEqual([]);
    expect(filterDictionaries('catalog')).toEqual(['tender_statuses', 'framework_types']);
  });

  it('gives the route table the dictionaries of each panel, as its filters name them', () => {
    for (const section of SECTIONS) {
      expect([...FILTER_DICTIONARIES[section]].sort()).toEqual(filterDictionaries(section).sort());
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  dictionaryOptions,
  localShareOptions,
  optionsNamed,
  yearOptions,
} from '../../../../../src/features/search/model/filters/options';
import type { FilterSpec } from '../../../../../src/features/search/model/filters/sections';
import { SECTION_FILTER_TABLE } from '../../../../../src/features/search/model/filters/sections';
import type { SearchSection } from '../../../../../contract/api';
import { DICTIONARIES, filtersT } from './filter-context';

const specOf = (section: SearchSection, id: FilterSpec['id']) => {
  const spec = SECTION_FILTER_TABLE[section].find((entry) => entry.id === id);
  if (!spec || (spec.kind !== 'options' && spec.kind !== 'milestone')) throw new Error(id);
  return spec;
};

const options = (section: SearchSection, id: FilterSpec['id'], lang: 'uk' | 'en' = 'uk') => {
  const spec = specOf(section, id);
  return dictionaryOptions(spec, section, DICTIONARIES[spec.dictionary], lang);
};

describe('filter options from the shipped dictionaries', () => {
  it('tender statuses: every published status of the dictionary, no drafts', () => {
    const statuses = options('tender', 'status');
    const codes = statuses.map((option) => option.value);
    const dictionary = Object.keys(DICTIONARIES.tender_statuses?.data ?? {});
    expect(codes).toEqual(dictionary.filter((code) => !code.startsWith('draft')));
    expect(codes).toContain('active.tendering');
    expect(statuses.find((option) => option.value === 'complete')?.label).toBe('Завершений');
    expect(options('tender', 'status', 'en').find((o) => o.value === 'complete')?.label).toBe(
      'Complete',
    );
  });

  it('framework statuses: active, complete and unsuccessful, labelled by the dictionary', () => {
    expect(options('catalog', 'status', 'en')).toEqual([
      { value: 'active', label: 'Active' },
      { value: 'complete', label: 'Complete' },
      { value: 'unsuccessful', label: 'Unsuccessful' },
    ]);
  });

  it('procedure types: every named type, no blank code', () => {
    const types = options('tender', 'proc_type');
    expect(types.map((o) => o.value)).not.toContain('');
    expect(types.find((o) => o.value === 'reporting')?.label).toBe(
      DICTIONARIES.procurement_method_types?.data.reporting?.name_uk,
    );
    expect(options('plan', 'proc_type')).toEqual(types);
  });

  it('regions, funders, criteria, rationales, milestones and framework types', () => {
    expect(options('tender', 'region')).toHaveLength(
      Object.keys(DICTIONARIES.regions?.data ?? {}).length,
    );
    expect(options('tender', 'region', 'en')[1]).toEqual({
      value: 'Вінницька область',
      label: 'Vinnytsia Oblast',
    });
    expect(options('tender', 'funders', 'en').find((o) => o.value === '44000')?.label).toBe(
      'World Bank',
    );
    expect(options('tender', 'awardCriteria').map((o) => o.value)).toEqual([
      'lowestCost',
      'ratedCriteria',
      'lifeCycleCost',
    ]);
    expect(options('tender', 'proc_rationale', 'en').map((o) => o.value)).toEqual([
      'defense',
      'COVID-19',
    ]);
    expect(options('tender', 'milestone').find((o) => o.value === 'prepayment')?.label).toBe(
      'Аванс',
    );
    expect(options('catalog', 'framework_types', 'en').map((o) => o.label)).toContain(
      'Dynamic purchasing system',
    );
  });

  it('has no options while the dictionary is not loaded', () => {
    expect(dictionaryOptions(specOf('tender', 'status'), 'tender', undefined, 'uk')).toEqual([]);
  });

  it('plan years run from 2016 to the current year plus 2, newest first', () => {
    const years = yearOptions(new Date('2026-06-01T12:00:00Z')).map((o) => o.value);
    expect(years[0]).toBe('2028');
    expect(years.at(-1)).toBe('2016');
    expect(years).toHaveLength(13);
  });

  it('localisation levels: not specified, then more than 10 … 40 %', () => {
    const uk = localShareOptions(filtersT('uk'));
    expect(uk.map((o) => o.value)).toEqual(['0', '10', '15', '20', '25', '30', '35', '40']);
    expect(uk[0]?.label).toBe('Не вказано');
    expect(uk[1]?.label).toBe('Понад 10 %');
    expect(localShareOptions(filtersT('en'))[7]?.label).toBe('More than 40 %');
  });
});

describe('the region list narrowed by a typed name', () => {
  const regions = options('tender', 'region');
  const regionsEn = options('tender', 'region', 'en');

  it('keeps the regions whose name holds the text, in any case', () => {
    expect(optionsNamed(regions, ' львів', []).map((option) => option.value)).toEqual([
      'Львівська область',
    ]);
    expect(optionsNamed(regionsEn, 'KYIV', []).map((option) => option.label)).toEqual([
      'Kyiv Oblast',
      'Kyiv City',
    ]);
  });

  it('keeps a checked region whatever is typed, and every region for no text', () => {
    expect(optionsNamed(regions, 'львів', ['Вінницька область']).map((o) => o.value)).toEqual([
      'Вінницька область',
      'Львівська область',
    ]);
    expect(optionsNamed(regions, '  ', [])).toEqual(regions);
    expect(optionsNamed(regions, 'атлантида', [])).toEqual([]);
  });
});

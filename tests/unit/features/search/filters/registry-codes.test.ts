import { describe, expect, it } from 'vitest';
import {
  parseRegistryInput,
  withCompanyNames,
} from '../../../../../src/features/search/model/filters/registry-codes';

describe('buyer and tenderer codes', () => {
  it('takes codes separated by commas or spaces, and names apart', () => {
    expect(parseRegistryInput('01234567, 87654321 11111111; Київська міська рада')).toEqual({
      codes: ['01234567', '87654321', '11111111'],
      names: ['Київська міська рада'],
    });
    expect(parseRegistryInput(' , ')).toEqual({ codes: [], names: [] });
    expect(parseRegistryInput('школа')).toEqual({ codes: [], names: ['школа'] });
  });

  it('adds the names to the text search once', () => {
    expect(withCompanyNames({ text: 'ремонт' }, ['школа'])).toEqual({ text: 'ремонт школа' });
    expect(withCompanyNames({ text: 'ремонт школа' }, ['школа'])).toEqual({
      text: 'ремонт школа',
    });
    expect(withCompanyNames({}, [])).toEqual({});
  });
});

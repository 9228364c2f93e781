import { describe, expect, it } from 'vitest';
import { formatAddress } from '../../../src/lib/format';
import { localizedAddress } from '../../../src/lib/localized-address';
import { shippedTender } from '../features/tender/shipped-tenders';
import { labelIn } from '../features/tender/items/reference';

/** A real tender delivering to Kryvyi Rih: its record writes «Україна, Дніпропетровська область». */
const tender = shippedTender('UA-2024-04-26-006781-a');

describe('an address in the interface’s language', () => {
  it('names the buyer’s country and region in English on the tender page', () => {
    const context = { lang: 'en' as const, label: labelIn('en') };
    expect(tender.procuringEntity.address?.countryName).toBe('Україна');
    expect(
      formatAddress(localizedAddress(tender.procuringEntity.address, context.lang, context.label)),
    ).toMatch(/^\d{5}, Ukraine, Dnipropetrovsk Oblast, /);
  });

  it('knows Ukraine as records write it; another country or an unknown region stays as written', () => {
    const en = (address: Parameters<typeof localizedAddress>[0]) =>
      formatAddress(localizedAddress(address, 'en', labelIn('en')));
    expect(en({ countryName: 'Украина', region: 'Київська область' })).toBe('Ukraine, Kyiv Oblast');
    expect(en({ countryName: 'Польща', region: 'Мазовецьке' })).toBe('Польща, Мазовецьке');
    expect(en(undefined)).toBe('—');
  });
});

import type { Lang } from '../../contract/api';
import type { AddressParts } from './format/address';
import type { LabelFn } from './use-reference-data';

/** Ukraine as records write its name, in either language or in Russian. */
const UKRAINE = /^(україна|украина|ukraine)$/i;
const UKRAINE_IN: Record<Lang, string> = { uk: 'Україна', en: 'Ukraine' };

/**
 * An address with its country and region in the interface's language: Ukraine by name, a region
 * through the regions dictionary (an unknown spelling stays as written). The town and street stay
 * as the record writes them: no dictionary names them in both languages.
 */
export function localizedAddress<T extends AddressParts>(
  address: T | null | undefined,
  lang: Lang,
  label: LabelFn,
): T | undefined {
  if (!address) return undefined;
  const country = address.countryName?.trim();
  const region = address.region?.trim();
  return {
    ...address,
    countryName: country && UKRAINE.test(country) ? UKRAINE_IN[lang] : address.countryName,
    region: region ? label('regions', region) : address.region,
  };
}

import { EM_DASH } from '../../../contract/format/text';

/** An address as the CDB carries it. */
export interface AddressParts {
  postalCode?: string | null;
  countryName?: string | null;
  region?: string | null;
  locality?: string | null;
  streetAddress?: string | null;
}

const ORDER = ['postalCode', 'countryName', 'region', 'locality', 'streetAddress'] as const;

/**
 * The parts joined with commas in the order postalCode, countryName, region, locality,
 * streetAddress, blank parts skipped: '12345, Україна, м. Київ, місто Київ, Харківське
 * шосе, 201-203'. No part → '—'.
 */
export function formatAddress(address: AddressParts | null | undefined): string {
  if (!address) return EM_DASH;
  const parts = ORDER.map((key) => address[key]?.trim() ?? '').filter((part) => part !== '');
  return parts.length > 0 ? parts.join(', ') : EM_DASH;
}

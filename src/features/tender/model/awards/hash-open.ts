import { hashIds } from '../../../../components/ui/accordion/accordion-hash';

/**
 * Whether the URL hash names one of these ids: an accordion that stands for several records
 * (a bidder and its decisions, a group of awards) opens on load for any of them.
 */
export const opensFromHash = (ids: readonly string[], hash: string): boolean =>
  hashIds(hash).some((id) => ids.includes(id));

import type { FlagCounts } from '../../../contract/flags';
import { fetchFlagCounts } from './api';

export interface FlagsLoaderData {
  /** Tenders per rule; undefined when they could not be counted (offline): the page says less. */
  counts: FlagCounts['counts'] | undefined;
}

/** /flags: the rules' texts ship with the page; the counts of tenders come from the API. */
export async function flagsLoader(): Promise<FlagsLoaderData> {
  return { counts: (await fetchFlagCounts())?.counts };
}

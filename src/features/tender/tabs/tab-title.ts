import { useContext } from 'react';
import { PrintAllContext } from '../../../lib/use-printing';

/**
 * The id of a tab's title: one per page, except in the whole tender printed, where every tab
 * is on the page and each title needs its own.
 */
export function useTabTitleId(tab: string): string {
  return useContext(PrintAllContext) ? `tender-tab-title-${tab}` : 'tender-tab-title';
}

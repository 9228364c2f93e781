import type { TabCounters } from '../../../../../contract/tender';
import type { TenderTabName } from '../../../../../contract/routes/tender-pages';

const COUNTER_OF: Readonly<Record<TenderTabName, keyof TabCounters | undefined>> = {
  purchase_details: undefined,
  tender_questions: 'questions',
  tender_complaints: 'complaints',
  tender_monitorings: 'monitorings',
  agreements: 'agreements',
  tender_lots: 'lots',
};

/**
 * How many entries a tab holds, from the tender's counters; undefined for the details tab and
 * for a counter that is not a count. A zero is a count: the tab bar shows it, muted.
 */
export function tabCount(tab: TenderTabName, counters: TabCounters): number | undefined {
  const key = COUNTER_OF[tab];
  const count = key === undefined ? undefined : counters[key];
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : undefined;
}

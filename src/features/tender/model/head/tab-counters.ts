import type { TabCounters } from '../../../../../contract/tender';
import type { TenderTabName } from '../tabs';

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
 * for an empty tab (a zero adds nothing a reader would act on).
 */
export function tabCount(tab: TenderTabName, counters: TabCounters): number | undefined {
  const key = COUNTER_OF[tab];
  const count = key === undefined ? undefined : counters[key];
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : undefined;
}

import { instantOf, recordOf } from '../ingest/transform/read.ts';

/**
 * A CDB period as a tstzrange literal (both bounds inclusive), or null without dates. A period
 * with one date is that instant; an end before the start is read as the start.
 */
export const periodRange = (period: unknown): string | null => {
  const record = recordOf(period);
  const start = instantOf(record?.startDate);
  const end = instantOf(record?.endDate);
  const from = start ?? end;
  if (from === undefined) return null;
  const to = end !== undefined && end >= from ? end : from;
  return `["${from}","${to}"]`;
};

import type { PortalStats, StatsResponse } from '../../../contract/stats';
import { http as defaultHttp } from '../../lib/http';
import type { Http } from '../../lib/http';

const isStats = (value: unknown): value is StatsResponse => {
  if (typeof value !== 'object' || value === null) return false;
  const data = (value as Partial<StatsResponse>).data;
  return (
    typeof data?.open_tenders === 'number' &&
    typeof data.open_tenders_value === 'number' &&
    typeof data.plans === 'number'
  );
};

/** GET /api/stats; undefined when it fails (logged as a warning: the strip shows dashes). */
export async function fetchStats(
  http: Http = defaultHttp,
  signal?: AbortSignal,
): Promise<PortalStats | undefined> {
  try {
    const answer: unknown = await http.get('stats', { signal }).json();
    if (!isStats(answer)) throw new TypeError('The stats answer has an unexpected shape');
    return answer.data;
  } catch (error) {
    if (!signal?.aborted) console.warn('The numbers of the home page failed to load', error);
    return undefined;
  }
}

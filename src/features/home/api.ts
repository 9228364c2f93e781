import { StatsAnswerSchema } from '../../../contract/schemas/answers';
import type { PortalStats } from '../../../contract/stats';
import { fitted } from '../../lib/fits-schema';
import { http as defaultHttp } from '../../lib/http';
import type { Http } from '../../lib/http';

/** GET /api/stats; undefined when it fails (logged as a warning: the strip shows dashes). */
export async function fetchStats(
  http: Http = defaultHttp,
  signal?: AbortSignal,
): Promise<PortalStats | undefined> {
  try {
    const answer: unknown = await http.get('stats', { signal }).json();
    return fitted(StatsAnswerSchema, answer, 'stats').data;
  } catch (error) {
    if (!signal?.aborted) console.warn('The numbers of the home page failed to load', error);
    return undefined;
  }
}

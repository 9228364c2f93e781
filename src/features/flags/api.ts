import { FLAG_CODES } from '../../../contract/flags';
import type { FlagCounts, FlagCountsResponse } from '../../../contract/flags';
import { http as defaultHttp } from '../../lib/http';
import type { Http } from '../../lib/http';

const isFlagCounts = (value: unknown): value is FlagCountsResponse => {
  if (typeof value !== 'object' || value === null) return false;
  const counts = (value as Partial<FlagCountsResponse>).data?.counts as
    Record<string, unknown> | undefined;
  return FLAG_CODES.every((code) => typeof counts?.[code] === 'number');
};

/** GET /api/flags: how many tenders carry each flag; undefined when it fails (offline). */
export async function fetchFlagCounts(http: Http = defaultHttp): Promise<FlagCounts | undefined> {
  try {
    const answer: unknown = await http.get('flags').json();
    if (!isFlagCounts(answer)) throw new TypeError('The flag counts have an unexpected shape');
    return answer.data;
  } catch (error) {
    console.warn('The flag counts failed to load', error);
    return undefined;
  }
}

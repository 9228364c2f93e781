import type { FlagCounts } from '../../../contract/flags';
import { FlagCountsAnswerSchema } from '../../../contract/schemas/answers';
import { fitted } from '../../lib/fits-schema';
import { http as defaultHttp } from '../../lib/http';
import type { Http } from '../../lib/http';

/** GET /api/flags: how many tenders carry each flag; undefined when it fails (offline). */
export async function fetchFlagCounts(http: Http = defaultHttp): Promise<FlagCounts | undefined> {
  try {
    const answer: unknown = await http.get('flags').json();
    return fitted(FlagCountsAnswerSchema, answer, 'flags').data;
  } catch (error) {
    console.warn('The flag counts failed to load', error);
    return undefined;
  }
}

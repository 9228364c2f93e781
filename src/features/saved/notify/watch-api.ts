import type { Lang } from '../../../../contract/api';
import { isHttpStatus } from '../../../lib/http';
import type { Http } from '../../../lib/http';
import { watchBody } from './watch-target';
import type { WatchTarget } from './watch-target';

export interface CreatedWatch {
  token: string;
  feed: string;
}

/**
 * POST /api/watches: the server's token and feed address for a new watch. Never retried: a
 * watch made by a request whose answer was lost would notify with a token nobody holds.
 */
export const createWatch = (
  http: Http,
  target: WatchTarget,
  lang: Lang,
  push: PushSubscriptionJSON | undefined,
): Promise<CreatedWatch> =>
  http
    .post('watches', {
      json: { ...watchBody(target), lang, ...(push ? { push } : {}) },
      retry: 0,
    })
    .json<CreatedWatch>();

/** DELETE /api/watches/:token; a watch the server no longer has is gone already. */
export async function deleteWatch(http: Http, token: string): Promise<void> {
  try {
    await http.delete(`watches/${token}`);
  } catch (error) {
    if (!isHttpStatus(error, 404)) throw error;
  }
}

import type { Static } from '@sinclair/typebox';
import type { Lang } from '../../../../contract/api';
import { WatchCreatedSchema } from '../../../../contract/schemas/answers';
import { fitted } from '../../../lib/fits-schema';
import { isHttpStatus } from '../../../lib/http';
import type { Http } from '../../../lib/http';
import { watchBody } from './watch-target';
import type { WatchTarget } from './watch-target';

export type CreatedWatch = Static<typeof WatchCreatedSchema>;

/**
 * POST /api/watches: the server's token and feed address for a new watch. Never retried: a
 * watch made by a request whose answer was lost would notify with a token nobody holds.
 */
export const createWatch = async (
  http: Http,
  target: WatchTarget,
  lang: Lang,
  push: PushSubscriptionJSON | undefined,
): Promise<CreatedWatch> => {
  const answer: unknown = await http
    .post('watches', {
      json: { ...watchBody(target), lang, ...(push ? { push } : {}) },
      retry: 0,
    })
    .json();
  return fitted(WatchCreatedSchema, answer, 'watches');
};

/** DELETE /api/watches/:token; a watch the server no longer has is gone already. */
export async function deleteWatch(http: Http, token: string): Promise<void> {
  try {
    await http.delete(`watches/${token}`);
  } catch (error) {
    if (!isHttpStatus(error, 404)) throw error;
  }
}

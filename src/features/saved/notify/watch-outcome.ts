import { ApiErrorSchema } from '../../../../contract/schemas/common';
import { fits } from '../../../lib/fits-schema';
import { HTTPError } from '../../../lib/http';
import { StorageError } from '../../../lib/storage';
import type { WatchOutcome } from '../model/notify-switch';

/** The server's own message in a 4xx answer ({message}), when it gave one. */
async function answerMessage(response: Response): Promise<string> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return fits(ApiErrorSchema, body) ? body.message : `HTTP ${String(response.status)}`;
}

/** What a failed press tells the reader: the network, a limit, a refusal or the device. */
export async function failureOutcome(error: unknown, turning: 'on' | 'off'): Promise<WatchOutcome> {
  if (error instanceof StorageError) return { kind: 'storage' };
  if (error instanceof HTTPError && error.response.status === 429) return { kind: 'rateLimited' };
  if (error instanceof HTTPError && error.response.status < 500) {
    return { kind: 'refused', message: await answerMessage(error.response) };
  }
  return { kind: 'offline', turning };
}

import type { TenderTabAnswers, TenderTabEndpoint } from '../../../lib/db';
import { http as defaultHttp } from '../../../lib/http';
import type { Http } from '../../../lib/http';

export type { TenderTabAnswers, TenderTabEndpoint };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const hasLists = (value: unknown, keys: readonly string[]): boolean =>
  isObject(value) && keys.every((key) => Array.isArray(value[key]));

/** Whether an answer has the lists the tab reads (a proxy's error page is not an answer). */
const ANSWER_CHECKS: Record<TenderTabEndpoint, (data: unknown) => boolean> = {
  questions: (data) => hasLists(data, ['questions', 'claims']),
  complaints: (data) =>
    hasLists(data, [
      'tenderComplaints',
      'awardComplaints',
      'qualificationComplaints',
      'cancellationComplaints',
    ]),
  monitorings: (data) => Array.isArray(data),
  agreements: (data) => hasLists(data, ['agreements', 'contracts']),
};

/** Whether a stored or received answer has the shape its tab reads. */
export const isTabAnswer = (endpoint: TenderTabEndpoint, answer: unknown): boolean =>
  isObject(answer) && ANSWER_CHECKS[endpoint](answer.data);

/**
 * GET /api/tenders/:id/{questions,complaints,monitorings,agreements}: the one way a tab's data
 * arrives, so a saved copy for offline reading can be served from here later.
 */
export async function fetchTenderTab<E extends TenderTabEndpoint>(
  id: string,
  endpoint: E,
  options: { http?: Http | undefined; signal?: AbortSignal } = {},
): Promise<TenderTabAnswers[E]> {
  const http = options.http ?? defaultHttp;
  const answer: unknown = await http
    .get(`tenders/${encodeURIComponent(id)}/${endpoint}`, { signal: options.signal })
    .json();
  if (!isTabAnswer(endpoint, answer)) {
    throw new TypeError(`tenders/${id}/${endpoint}: unexpected answer`);
  }
  return answer as TenderTabAnswers[E];
}

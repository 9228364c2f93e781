import type { TSchema } from '@sinclair/typebox';
import {
  TenderAgreementsAnswerSchema,
  TenderComplaintsAnswerSchema,
  TenderMonitoringsAnswerSchema,
  TenderQuestionsAnswerSchema,
} from '../../../../contract/schemas/answers';
import type { TenderTabAnswers, TenderTabEndpoint } from '../../../lib/db';
import { fits } from '../../../lib/fits-schema';
import { http as defaultHttp } from '../../../lib/http';
import type { Http } from '../../../lib/http';

export type { TenderTabAnswers, TenderTabEndpoint };

/** Each tab's answer as the API describes it (a proxy's error page is not an answer). */
const ANSWER_SCHEMAS = {
  questions: TenderQuestionsAnswerSchema,
  complaints: TenderComplaintsAnswerSchema,
  monitorings: TenderMonitoringsAnswerSchema,
  agreements: TenderAgreementsAnswerSchema,
} satisfies Record<TenderTabEndpoint, TSchema>;

/** Whether a stored or received answer has the shape its tab reads. */
export const isTabAnswer = (endpoint: TenderTabEndpoint, answer: unknown): boolean =>
  fits(ANSWER_SCHEMAS[endpoint], answer);

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

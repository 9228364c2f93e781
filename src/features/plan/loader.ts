import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadOr404 } from '../../lib/offline-route';
import { PlanSchema } from '../../../contract/schemas/answers';
import { fetchEntity } from '../../lib/entity-api';
import { fits } from '../../lib/fits-schema';
import type { PlanAnswer } from './model/plan-view';

export interface PlanLoaderData {
  plan: PlanAnswer;
}

const isPlan = (value: unknown): value is PlanAnswer => fits(PlanSchema, value);

/** /plan/:id: the plan by internal id or planID; not found → the not-found page. */
export async function planLoader({ params }: LoaderFunctionArgs): Promise<PlanLoaderData> {
  const id = params.id ?? '';
  return loadOr404(`Plan ${id}`, async () => ({ plan: await fetchEntity('plans', id, isPlan) }));
}

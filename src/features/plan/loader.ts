import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Plan } from '../../../contract/plan';
import { fetchEntity, hasId, loadOr404 } from '../entity/api';

export interface PlanLoaderData {
  plan: Plan;
}

const isPlan = (value: unknown): value is Plan =>
  hasId(value) && typeof (value as Partial<Plan>).planID === 'string';

/** /plan/:id: the plan by internal id or planID; not found → the not-found page. */
export async function planLoader({ params }: LoaderFunctionArgs): Promise<PlanLoaderData> {
  const id = params.id ?? '';
  return loadOr404(`Plan ${id}`, async () => ({ plan: await fetchEntity('plans', id, isPlan) }));
}

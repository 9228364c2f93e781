import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Framework } from '../../../contract/framework';
import { loadOr404 } from '../../lib/offline-route';
import { FrameworkSchema } from '../../../contract/schemas/answers';
import { fetchEntity } from '../../lib/entity-api';
import { fits } from '../../lib/fits-schema';
import type { FrameworkCounts } from './model/framework-view';

/** The framework answer: the framework with how many submissions, decisions and agreements it has. */
type FrameworkAnswer = Framework & { counts?: Partial<FrameworkCounts> };

export interface FrameworkLoaderData {
  framework: Framework;
  counts: FrameworkCounts | undefined;
}

const isFramework = (value: unknown): value is FrameworkAnswer => fits(FrameworkSchema, value);

const countsOf = (answer: FrameworkAnswer): FrameworkCounts | undefined => {
  const { submissions, qualifications, agreements } = answer.counts ?? {};
  return typeof submissions === 'number' &&
    typeof qualifications === 'number' &&
    typeof agreements === 'number'
    ? { submissions, qualifications, agreements }
    : undefined;
};

/** /framework/:id: the framework by internal id or prettyID; not found → the not-found page. */
export async function frameworkLoader({
  params,
}: LoaderFunctionArgs): Promise<FrameworkLoaderData> {
  const id = params.id ?? '';
  return loadOr404(`Framework ${id}`, async () => {
    const answer = await fetchEntity('frameworks', id, isFramework);
    return { framework: answer, counts: countsOf(answer) };
  });
}

/** Reads of the entity tables by id or human id (the newest when a human id repeats). */
import type {
  Framework,
  FrameworkAgreement,
  FrameworkQualification,
  FrameworkSubmission,
} from '../../../contract/framework.ts';
import type { Plan } from '../../../contract/plan.ts';
import type { Queryable } from '../database.ts';
import { dataJoinedTo, findByKey } from '../find-by-key.ts';

export const findPlan = async (db: Queryable, idOrPlanId: string): Promise<Plan | null> => {
  const row = await findByKey<{ data: Plan }>(db, 'plans', 'data', idOrPlanId);
  return row?.data ?? null;
};

interface FrameworkWithParts {
  framework: Framework;
  submissions: FrameworkSubmission[];
  qualifications: FrameworkQualification[];
  agreements: FrameworkAgreement[];
}

/** A framework with its submissions, qualifications and agreements (joined by frameworkID). */
export const findFramework = async (
  db: Queryable,
  idOrPrettyId: string,
): Promise<FrameworkWithParts | null> => {
  const found = await findByKey<{ id: string; data: Framework }>(
    db,
    'frameworks',
    'id, data',
    idOrPrettyId,
  );
  if (!found) return null;
  return {
    framework: found.data,
    submissions: await dataJoinedTo<FrameworkSubmission>(
      db,
      'framework_submissions',
      'framework_id',
      found.id,
    ),
    qualifications: await dataJoinedTo<FrameworkQualification>(
      db,
      'framework_qualifications',
      'framework_id',
      found.id,
    ),
    agreements: await dataJoinedTo<FrameworkAgreement>(db, 'agreements', 'framework_id', found.id),
  };
};

/**
 * Reads of plans, frameworks and products by internal id or human id (planID, prettyID, a
 * product's identifier), as GET /api/{plans,frameworks,products}/:id answer them. When a human id
 * repeats, find-by-key.ts fixes which object it names.
 */
import type {
  Framework,
  FrameworkAgreement,
  FrameworkCounts,
  FrameworkQualification,
  FrameworkSubmission,
} from '../../../contract/framework.ts';
import type { Plan } from '../../../contract/plan.ts';
import type { CatalogueObject } from '../../../contract/product.ts';
import type { Queryable } from '../database.ts';
import { dataJoinedTo, findByKey } from '../find-by-key.ts';

/** The plan, with the ids of the tender announced from it when that tender is stored. */
export const findPlan = async (db: Queryable, idOrPlanId: string): Promise<Plan | null> => {
  const row = await findByKey<{ data: Plan; linked: Plan['linkedTender'] | null }>(
    db,
    'plans',
    `data, (SELECT json_build_object('id', t.id, 'tenderID', t.tender_id, 'test', t.is_test)
             FROM tenders t
             WHERE t.id = plans.tender_id) AS linked`,
    idOrPlanId,
  );
  if (!row) return null;
  return row.linked ? { ...row.data, linkedTender: row.linked } : row.data;
};

/** The framework, with how many submissions, qualifications and agreements name it. */
export const findFramework = async (
  db: Queryable,
  idOrPrettyId: string,
): Promise<Framework | null> => {
  const countOf = (table: string): string =>
    `(SELECT count(*)::int FROM ${table} j WHERE j.framework_id = frameworks.id)`;
  const row = await findByKey<{ data: Framework } & FrameworkCounts>(
    db,
    'frameworks',
    `data, ${countOf('framework_submissions')} AS submissions,
     ${countOf('framework_qualifications')} AS qualifications, ${countOf('agreements')} AS agreements`,
    idOrPrettyId,
  );
  if (!row) return null;
  const { data, submissions, qualifications, agreements } = row;
  return { ...data, counts: { submissions, qualifications, agreements } };
};

/** A product (a catalogue object of kind product) by internal id or identifier. */
export const findProduct = async (
  db: Queryable,
  idOrIdentifier: string,
): Promise<CatalogueObject | null> => {
  const row = await findByKey<{ data: CatalogueObject }>(db, 'catalogue', 'data', idOrIdentifier);
  return row?.data ?? null;
};

interface FrameworkWithParts {
  framework: Framework;
  submissions: FrameworkSubmission[];
  qualifications: FrameworkQualification[];
  agreements: FrameworkAgreement[];
}

/** A framework with its submissions, qualifications and agreements (joined by frameworkID). */
export const findFrameworkWithParts = async (
  db: Queryable,
  idOrPrettyId: string,
): Promise<FrameworkWithParts | null> => {
  const framework = await findFramework(db, idOrPrettyId);
  if (!framework) return null;
  return {
    framework,
    submissions: await dataJoinedTo(db, 'framework_submissions', 'framework_id', framework.id),
    qualifications: await dataJoinedTo(
      db,
      'framework_qualifications',
      'framework_id',
      framework.id,
    ),
    agreements: await dataJoinedTo(db, 'agreements', 'framework_id', framework.id),
  };
};

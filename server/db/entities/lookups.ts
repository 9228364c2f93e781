/** Reads of the entity tables by id or human id (the newest when a human id repeats). */
import type {
  Framework,
  FrameworkAgreement,
  FrameworkQualification,
  FrameworkSubmission,
} from '../../../contract/framework.ts';
import type { Plan } from '../../../contract/plan.ts';
import type { CatalogueObject } from '../../../contract/product.ts';
import type { Queryable } from '../database.ts';

export const findPlan = async (db: Queryable, idOrPlanId: string): Promise<Plan | null> => {
  const { rows } = await db.query<{ data: Plan }>(
    `SELECT data FROM plans WHERE id = $1 OR plan_id = $1
     ORDER BY (id = $1) DESC, date_modified DESC LIMIT 1`,
    [idOrPlanId],
  );
  return rows[0]?.data ?? null;
};

export interface FrameworkWithParts {
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
  const { rows } = await db.query<{ id: string; data: Framework }>(
    `SELECT id, data FROM frameworks WHERE id = $1 OR pretty_id = $1
     ORDER BY (id = $1) DESC, date_modified DESC LIMIT 1`,
    [idOrPrettyId],
  );
  const found = rows[0];
  if (!found) return null;
  const parts = async <T>(
    table: 'framework_submissions' | 'framework_qualifications' | 'agreements',
  ): Promise<T[]> =>
    (
      await db.query<{ data: T }>(
        `SELECT data FROM ${table} WHERE framework_id = $1 ORDER BY date_modified, id`,
        [found.id],
      )
    ).rows.map((row) => row.data);
  return {
    framework: found.data,
    submissions: await parts<FrameworkSubmission>('framework_submissions'),
    qualifications: await parts<FrameworkQualification>('framework_qualifications'),
    agreements: await parts<FrameworkAgreement>('agreements'),
  };
};

export const findCatalogueObject = async (
  db: Queryable,
  id: string,
): Promise<CatalogueObject | null> => {
  const { rows } = await db.query<{ data: CatalogueObject }>(
    'SELECT data FROM catalogue WHERE id = $1',
    [id],
  );
  return rows[0]?.data ?? null;
};

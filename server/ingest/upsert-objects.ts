import type { Queryable } from '../db/database.ts';
import { upsertRow, type UpsertOutcome } from '../db/entities/upsert.ts';
import type { CdbKind, CdbObject, CdbTender } from './cdb.ts';
import { refreshTabCounters } from './joined-tabs.ts';
import {
  toFrameworkHit,
  toPortalAgreement,
  toPortalFramework,
  toPortalFrameworkQualification,
  toPortalSubmission,
} from './transform/frameworks.ts';
import { planYear, toPlanHit, toPortalPlan } from './transform/plans.ts';
import { toCatalogueObject, toProductHit } from './transform/products.ts';
import { rec, str } from './transform/read.ts';
import { placeRegion } from './transform/region.ts';
import { toContract } from './transform/tabs/agreements.ts';
import { toMonitoring } from './transform/tabs/monitorings.ts';
import { TRANSFORM_VERSION } from './transform/tender.ts';
import { upsertTenders } from './upsert-tenders.ts';

/** An object of any kind but a tender (tenders are stored in batches by upsertTenders). */
type EntityObject = CdbObject & { kind: Exclude<CdbKind, 'tender'> };

const isEntity = (object: CdbObject): object is EntityObject => object.kind !== 'tender';

/** Stores one CDB object in its table, in the portal shape and raw. */
const upsertEntity = async (db: Queryable, object: EntityObject): Promise<UpsertOutcome> => {
  const { id, dateModified, data: raw } = object;
  const base = { id, date_modified: dateModified, transform_version: TRANSFORM_VERSION, raw };
  switch (object.kind) {
    case 'plan': {
      const plan = toPortalPlan(raw, id, dateModified);
      const buyer = plan.buyers[0] ?? plan.procuringEntity;
      return upsertRow(db, 'plans', {
        ...base,
        plan_id: plan.planID,
        status: plan.status,
        tender_id: plan.tender_id,
        buyer_name: buyer.name,
        buyer_id: buyer.identifier.id || null,
        budget_amount: plan.budget?.amount,
        budget_currency: plan.budget?.currency,
        year: planYear(plan),
        date_published: plan.datePublished,
        procurement_method_type: plan.procurementMethodType,
        classification_id: plan.classification?.id,
        region: placeRegion(str(rec(rec(raw, 'procuringEntity'), 'address'), 'region')),
        hit: toPlanHit(plan),
        data: plan,
      });
    }
    case 'framework': {
      const framework = toPortalFramework(raw, id, dateModified);
      return upsertRow(db, 'frameworks', {
        ...base,
        pretty_id: framework.prettyID,
        status: framework.status,
        framework_type: framework.frameworkType,
        buyer_name: framework.procuringEntity.name,
        buyer_id: framework.procuringEntity.identifier.id || null,
        classification_id: framework.classification?.id,
        date_published: framework.date,
        hit: toFrameworkHit(framework),
        data: framework,
      });
    }
    case 'submission': {
      const submission = toPortalSubmission(raw, id, dateModified);
      return upsertRow(db, 'framework_submissions', {
        ...base,
        framework_id: submission.frameworkID,
        qualification_id: submission.qualificationID,
        status: submission.status,
        data: submission,
      });
    }
    case 'qualification': {
      const qualification = toPortalFrameworkQualification(raw, id, dateModified);
      return upsertRow(db, 'framework_qualifications', {
        ...base,
        framework_id: qualification.frameworkID,
        submission_id: qualification.submissionID,
        status: qualification.status,
        data: qualification,
      });
    }
    case 'agreement': {
      const agreement = toPortalAgreement(raw, id, dateModified);
      return upsertRow(db, 'agreements', {
        ...base,
        agreement_id: agreement.agreementID,
        framework_id: agreement.frameworkID,
        tender_id: agreement.tender_id,
        status: agreement.status,
        data: agreement,
      });
    }
    case 'contract': {
      const contract = { ...toContract(raw, 'contracting'), id };
      return upsertRow(db, 'contracts', {
        ...base,
        contract_id: contract.contractID,
        tender_id: str(raw, 'tender_id'),
        status: contract.status,
        data: contract,
      });
    }
    case 'monitoring': {
      const monitoring = toMonitoring(raw);
      return upsertRow(db, 'monitorings', {
        ...base,
        monitoring_id: monitoring.monitoring_id,
        tender_id: monitoring.tender_id,
        status: monitoring.status,
        data: monitoring,
      });
    }
    case 'catalogue': {
      const catalogue = toCatalogueObject(raw, id, dateModified);
      return upsertRow(db, 'catalogue', {
        ...base,
        kind: catalogue.kind,
        status: catalogue.status,
        title: catalogue.title,
        classification_id: catalogue.classification?.id,
        hit: toProductHit(catalogue),
        data: catalogue,
      });
    }
  }
};

/** The tender whose tab counters an object changes: itself, or the tender it joins to. */
const joinedTenderId = (object: CdbObject): string | undefined => {
  if (object.kind === 'tender') return object.id;
  if (object.kind === 'contract' || object.kind === 'monitoring' || object.kind === 'agreement') {
    return str(object.data, 'tender_id');
  }
  return undefined;
};

/**
 * Stores objects of any kind (call it inside a transaction), the tenders in batches, then
 * recounts the monitorings and agreements tabs of the tenders that what was written touches.
 * The ingest CLI, the seed and the sync all use it.
 */
export const upsertCdbObjects = async (
  db: Queryable,
  objects: readonly CdbObject[],
): Promise<UpsertOutcome[]> => {
  const tenders = objects.filter((object) => object.kind === 'tender');
  const tenderOutcomes = await upsertTenders(
    db,
    tenders.map((object) => object.data as CdbTender),
  );
  const outcomes = new Map(tenders.map((object, i) => [object, tenderOutcomes[i] ?? 'unchanged']));
  for (const object of objects.filter(isEntity))
    outcomes.set(object, await upsertEntity(db, object));
  const written = objects.filter((object) => outcomes.get(object) !== 'unchanged');
  await refreshTabCounters(
    db,
    written.flatMap((object) => joinedTenderId(object) ?? []),
  );
  return objects.map((object) => outcomes.get(object) ?? 'unchanged');
};

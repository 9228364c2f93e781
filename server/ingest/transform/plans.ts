/** CDB plan → the portal's plan shape and search row. Pure. */
import type { Plan, PlanProject, PlanSearchHit } from '../../../contract/plan.ts';
import {
  toClassification,
  toOrganization,
  toOrganizations,
  toPeriod,
  toUnit,
  toValue,
} from './common.ts';
import { toDocuments } from './documents.ts';
import { compact, num, rec, recs, str, testMode, type Json } from './read.ts';

/** The plan's project (title and page), else its budget's project (a name only). */
const toProject = (o: Json): PlanProject | undefined => {
  const own = rec(o, 'project');
  const title = str(own, 'title') ?? str(rec(rec(o, 'budget'), 'project'), 'name');
  return title === undefined ? undefined : compact({ title, uri: str(own, 'uri') });
};

export const toPortalPlan = (o: Json, id: string, dateModified: string): Plan => {
  const budget = rec(o, 'budget');
  const classification = toClassification(rec(o, 'classification'));
  const tender = rec(o, 'tender');
  const rationale = rec(o, 'rationale');
  const value = toValue(budget);
  return compact({
    id,
    planID: str(o, 'planID') ?? id,
    status: str(o, 'status') ?? '',
    title: str(budget, 'description') ?? classification?.description ?? '',
    procuringEntity: toOrganization(rec(o, 'procuringEntity') ?? {}),
    buyers: toOrganizations(o, 'buyers'),
    budget: budget
      ? compact({
          ...value,
          description: str(budget, 'description'),
          year: num(budget, 'year'),
          period: toPeriod(rec(budget, 'period')),
        })
      : undefined,
    classification,
    additionalClassifications: recs(o, 'additionalClassifications').flatMap(
      (c) => toClassification(c) ?? [],
    ),
    items: recs(o, 'items').map((item, index) =>
      compact({
        id: str(item, 'id') ?? `item-${String(index)}`,
        description: str(item, 'description') ?? '',
        classification: toClassification(rec(item, 'classification')),
        additionalClassifications: recs(item, 'additionalClassifications').flatMap(
          (c) => toClassification(c) ?? [],
        ),
        quantity: num(item, 'quantity'),
        unit: toUnit(rec(item, 'unit')),
        deliveryDate: toPeriod(rec(item, 'deliveryDate')),
      }),
    ),
    procurementMethod: str(tender, 'procurementMethod'),
    procurementMethodType: str(tender, 'procurementMethodType'),
    tenderPeriod: toPeriod(rec(tender, 'tenderPeriod')),
    tender_id: str(o, 'tender_id'),
    rationale: str(rationale, 'description'),
    project: toProject(o),
    documents: toDocuments(o),
    datePublished: str(o, 'datePublished'),
    dateCreated: str(o, 'dateCreated'),
    dateModified,
    mode: testMode(o),
  });
};

/** The plan year: the budget's, else the year its budget period starts. */
export const planYear = (plan: Plan): number | undefined => {
  if (plan.budget?.year !== undefined) return plan.budget.year;
  const start = plan.budget?.period?.startDate;
  return start ? Number(start.slice(0, 4)) || undefined : undefined;
};

export const toPlanHit = (plan: Plan): PlanSearchHit => {
  const buyer = plan.buyers[0] ?? plan.procuringEntity;
  const { amount, currency, valueAddedTaxIncluded } = plan.budget ?? {};
  return compact({
    id: plan.id,
    planID: plan.planID,
    title: plan.title,
    status: plan.status,
    budget:
      amount !== undefined && currency !== undefined
        ? compact({ amount, currency, valueAddedTaxIncluded })
        : undefined,
    buyerName: buyer.name,
    buyerId: buyer.identifier.id || undefined,
    procurementMethodType: plan.procurementMethodType,
    year: planYear(plan),
    datePublished: plan.datePublished,
    dateModified: plan.dateModified,
    mode: plan.mode,
  });
};

/** Qualification and award decisions. */
import type { Award, Decision, Qualification } from '../../../contract/tender-bids.ts';
import { toOrganizations, toPeriod, toValue } from './common.ts';
import { toDocuments } from './documents.ts';
import { has24h, hasAlp, toDecisionMilestones } from './milestones.ts';
import { bool, compact, rec, str, type Json } from './read.ts';

const toDecision = (o: Json): Decision => {
  const milestones = toDecisionMilestones(o);
  return compact({
    id: str(o, 'id') ?? '',
    status: str(o, 'status') ?? '',
    date: str(o, 'date'),
    title: str(o, 'title'),
    title_en: str(o, 'title_en'),
    description: str(o, 'description'),
    description_en: str(o, 'description_en'),
    milestones,
    documents: toDocuments(o),
    hasMilestoneCode24h: has24h(milestones),
    hasMilestoneCodeAlp: hasAlp(milestones),
  });
};

export const toQualification = (o: Json): Qualification =>
  compact({
    ...toDecision(o),
    bidID: str(o, 'bidID'),
    lotID: str(o, 'lotID'),
    qualified: bool(o, 'qualified'),
    eligible: bool(o, 'eligible'),
    complaintPeriod: toPeriod(rec(o, 'complaintPeriod')),
  });

export const toAward = (o: Json): Award =>
  compact({
    ...toDecision(o),
    bid_id: str(o, 'bid_id'),
    lotID: str(o, 'lotID'),
    value: toValue(rec(o, 'value')),
    weightedValue: toValue(rec(o, 'weightedValue')),
    suppliers: toOrganizations(o, 'suppliers'),
    qualified: bool(o, 'qualified'),
    eligible: bool(o, 'eligible'),
    complaintPeriod: toPeriod(rec(o, 'complaintPeriod')),
    period: toPeriod(rec(o, 'period')),
  });

/** Payment terms (tender milestones) and the 24h / alp milestones of qualification decisions. */
import type { DecisionMilestone } from '../../../contract/tender-bids.ts';
import type { PaymentMilestone } from '../../../contract/tender-parts.ts';
import { compact, num, rec, recs, str, type Json } from './read.ts';

export const toPaymentMilestones = (o: Json): PaymentMilestone[] =>
  recs(o, 'milestones').map((m) => {
    const duration = rec(m, 'duration');
    return compact({
      id: str(m, 'id'),
      title: str(m, 'title') ?? '',
      description: str(m, 'description'),
      code: str(m, 'code'),
      type: str(m, 'type'),
      percentage: num(m, 'percentage'),
      sequenceNumber: num(m, 'sequenceNumber'),
      duration_days: num(duration, 'days'),
      duration_type: str(duration, 'type'),
      relatedLot: str(m, 'relatedLot'),
    });
  });

export const toDecisionMilestones = (o: Json): DecisionMilestone[] =>
  recs(o, 'milestones').map((m) =>
    compact({
      id: str(m, 'id') ?? '',
      code: str(m, 'code') ?? '',
      description: str(m, 'description'),
      date: str(m, 'date'),
      dueDate: str(m, 'dueDate'),
    }),
  );

/** Code 24h: a requirement to eliminate inconsistencies. */
export const has24h = (milestones: readonly DecisionMilestone[]): boolean =>
  milestones.some((m) => m.code === '24h');

/** Code alp: the rationale of an abnormally low price. */
export const hasAlp = (milestones: readonly DecisionMilestone[]): boolean =>
  milestones.some((m) => m.code === 'alp');

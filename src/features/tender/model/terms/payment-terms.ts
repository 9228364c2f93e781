import type { PaymentMilestone, Tender } from '../../../../../contract/tender';
import { EM_DASH, formatPercent, formatQuantity, orDash } from '../../../../lib/format';
import { localizedText } from '../../../../../contract/dictionary-label';
import type { TermsContext } from './rows';

export interface MilestoneRow {
  id: string;
  /** The lot's title; only set when the tender has several lots. */
  lot: string | undefined;
  title: string;
  description: string;
  code: string;
  days: string;
  dayType: string;
  percentage: string;
}

export interface PaymentTermsView {
  /** Several lots: the table has a lot column. */
  byLot: boolean;
  rows: MilestoneRow[];
}

const labelOr = (code: string | undefined, label: (code: string) => string): string =>
  code && code.trim() !== '' ? label(code) : EM_DASH;

function codeLabel(code: string, context: TermsContext): string {
  return code === 'prepayment'
    ? context.t('payment.prepayment')
    : context.label('milestone_codes', code);
}

function lotTitle(tender: Tender, milestone: PaymentMilestone, context: TermsContext): string {
  const lot = tender.lots.find((candidate) => candidate.id === milestone.relatedLot);
  return lot ? orDash(localizedText(lot.title, lot.title_en, context.lang)) : EM_DASH;
}

/**
 * Details section 6: one row per milestone in CDB order. The percentage is CDB's share of the
 * payment in percent (100, 45.55); 'prepayment' reads 'Оплата авансом'.
 */
export function toPaymentTermsView(tender: Tender, context: TermsContext): PaymentTermsView {
  const { label } = context;
  const byLot = tender.lots.length > 1;
  return {
    byLot,
    rows: tender.milestones.map((milestone, index) => ({
      id: `${String(index)}-${milestone.id ?? ''}`,
      lot: byLot ? lotTitle(tender, milestone, context) : undefined,
      title: labelOr(milestone.title, (code) => label('milestone_titles', code)),
      description: orDash(milestone.description),
      code: labelOr(milestone.code, (code) => codeLabel(code, context)),
      days:
        milestone.duration_days === undefined ? EM_DASH : formatQuantity(milestone.duration_days),
      dayType: labelOr(milestone.duration_type, (code) => label('milestone_day_types', code)),
      percentage:
        milestone.percentage === undefined ? EM_DASH : formatPercent(milestone.percentage / 100),
    })),
  };
}

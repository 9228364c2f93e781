import type { Tender, Value } from '../../../../../contract/tender';
import {
  formatDateTime,
  formatIsoDuration,
  formatMoney,
  formatPercent,
  formatQuantity,
} from '../../../../lib/format';
import { additionalTermsRows } from './additional-terms';
import { procedureRules } from './procedure-rules';
import { DASH, text } from './rows';
import type { TermsContext, TermsRow, TermsValue } from './rows';

export interface PurchaseInfoView {
  rows: TermsRow[];
  /** The 'additional terms' yes/no rows; empty when the tender has no configuration. */
  additionalTerms: TermsRow[];
}

interface Field {
  id: string;
  label: string;
  /** The procedure has this field: an absent value shows the em dash. */
  applies: boolean;
  value: TermsValue | undefined;
}

const present = <T>(value: T | undefined, show: (value: T) => string): TermsValue | undefined =>
  value === undefined ? undefined : text(show(value));

/** A tender-level value, else the value of its only lot (CDB keeps some only on lots). */
const ownOrOnlyLot = (
  tender: Tender,
  pick: (owner: Tender['lots'][number]) => Value | undefined,
) => {
  const [only, ...others] = tender.lots;
  return only && others.length === 0 ? pick(only) : undefined;
};

function fundingKindText(code: string, context: TermsContext): string {
  const { t } = context;
  if (code === 'budget') return t('purchase.fundingKinds.budget');
  if (code === 'other') return t('purchase.fundingKinds.other');
  return code;
}

/** ESCO tenders carry a zero minValue where they have no expected value: that is not shown. */
function expectedValue(tender: Tender, esco: boolean, context: TermsContext): Field {
  const value = tender.value;
  const shown = esco && value?.amount === 0 ? undefined : value;
  return {
    id: 'expectedValue',
    label: context.t('purchase.expectedValue'),
    applies: !esco,
    value: present(shown, (money) => formatMoney(money, context.lang, { vat: true })),
  };
}

function guarantee(tender: Tender, applies: boolean, context: TermsContext): Field {
  const value = tender.guarantee ?? ownOrOnlyLot(tender, (lot) => lot.guarantee);
  return {
    id: 'guarantee',
    label: context.t('purchase.guarantee'),
    applies,
    value: present(value, (money) =>
      money.amount === 0
        ? context.t('purchase.guaranteeNotRequired')
        : formatMoney(money, context.lang),
    ),
  };
}

function fields(tender: Tender, context: TermsContext): Field[] {
  const { t, lang } = context;
  const rules = procedureRules(tender);
  const date = (value: string | undefined) => present(value, (iso) => formatDateTime(iso, lang));
  const percent = (value: number | undefined) => present(value, formatPercent);
  const minimalStep = tender.minimalStep ?? ownOrOnlyLot(tender, (lot) => lot.minimalStep);
  const escoStep = tender.minStepIncreaseEfficiency ?? tender.minPriceStepPercentage;
  return [
    {
      id: 'enquiryPeriodEnd',
      label: t('purchase.enquiryPeriodEnd'),
      applies: rules.competitive && !rules.quotation,
      value: date(tender.enquiryPeriodEndDate ?? tender.enquiryPeriod?.endDate),
    },
    {
      id: 'complaintPeriodEnd',
      label: t('purchase.complaintPeriodEnd'),
      applies: rules.tenderComplaints,
      value: date(tender.complaintPeriodEndDate ?? tender.complaintPeriod?.endDate),
    },
    {
      id: 'tenderPeriodEnd',
      label: t('purchase.tenderPeriodEnd'),
      applies: rules.competitive,
      value: date(tender.tenderPeriodEndDate ?? tender.tenderPeriod?.endDate),
    },
    {
      id: 'auctionStart',
      label: t('purchase.auctionStart'),
      applies: rules.competitive && rules.auction,
      value: date(tender.auctionStartDate),
    },
    expectedValue(tender, rules.esco, context),
    {
      id: 'minimalStep',
      label: t('purchase.minimalStep'),
      applies: rules.competitive && rules.auction && !rules.esco,
      value: present(minimalStep, (money) => formatMoney(money, lang, { vat: true })),
    },
    guarantee(tender, rules.competitive && !rules.quotation, context),
    {
      id: 'contractAppeal',
      label: t('purchase.contractAppeal'),
      applies: rules.negotiation,
      value: date(tender.contractAppeal),
    },
    {
      id: 'minPriceStepPercentage',
      label: t('purchase.minPriceStepPercentage'),
      applies: false,
      value: rules.esco ? undefined : percent(tender.minPriceStepPercentage),
    },
    {
      id: 'minStepIncreaseEfficiency',
      label: t('purchase.minStepIncreaseEfficiency'),
      applies: rules.esco,
      value: percent(rules.esco ? escoStep : tender.minStepIncreaseEfficiency),
    },
    {
      id: 'nbuDiscountRate',
      label: t('purchase.nbuDiscountRate'),
      applies: rules.esco,
      value: percent(tender.NBUdiscountRate),
    },
    {
      id: 'fundingKind',
      label: t('purchase.fundingKind'),
      applies: rules.esco,
      value: present(tender.fundingKind, (code) => fundingKindText(code, context)),
    },
    {
      id: 'yearlyPaymentsPercentageRange',
      label: t('purchase.yearlyPaymentsPercentageRange'),
      applies: rules.esco,
      value: percent(tender.yearlyPaymentsPercentageRange),
    },
    {
      id: 'maxAwardsCount',
      label: t('purchase.maxAwardsCount'),
      applies: rules.framework,
      value: present(tender.maxAwardsCount, formatQuantity),
    },
    {
      id: 'agreementDuration',
      label: t('purchase.agreementDuration'),
      applies: rules.framework,
      value: present(tender.agreementDuration, (iso) => formatIsoDuration(iso, lang)),
    },
  ];
}

/**
 * Details section 3: the dates and values the tender's procedure has, in a fixed order.
 * A field the procedure has shows the em dash when absent; a field it does not have shows
 * only when the tender carries it anyway.
 */
export function toPurchaseInfoView(tender: Tender, context: TermsContext): PurchaseInfoView {
  return {
    rows: fields(tender, context).flatMap(({ id, label, applies, value }) =>
      applies || value !== undefined ? [{ id, label, value: value ?? DASH }] : [],
    ),
    additionalTerms: additionalTermsRows(tender.config, context),
  };
}

import type { Lang } from '../../../../contract/api';
import type { Plan, PlanItem } from '../../../../contract/plan';
import { paths } from '../../../../contract/routes/paths';
import {
  formatDateRange,
  formatMoney,
  formatMonthYear,
  formatQuantity,
  NBSP,
} from '../../../lib/format';
import type { LabelFn } from '../../../lib/use-reference-data';
import {
  classificationLines,
  classificationRows,
  classificationText,
  externalLink,
  lines,
  moment,
  organizationName,
  statusLabel,
  text,
  toDocumentViews,
  unitName,
} from '../../entity';
import type { DocumentView, EntityHeadView, EntityTexts, FieldRow, FieldValue } from '../../entity';

/** GET /api/plans/:id's plan: with the ids of the tender announced from it, when it is stored. */
export type PlanAnswer = Plan;

export interface PlanItemView {
  id: string;
  description: string;
  rows: FieldRow[];
}

export interface PlanView {
  head: EntityHeadView;
  details: FieldRow[];
  items: PlanItemView[];
  documents: DocumentView[];
}

/** The plan year: the budget's, else the year its budget period starts. */
export function planYear(plan: Plan): number | undefined {
  if (plan.budget?.year !== undefined) return plan.budget.year;
  const year = Number(plan.budget?.period?.startDate?.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : undefined;
}

function budgetValue(plan: Plan, lang: Lang): FieldValue {
  const amount = plan.budget?.amount;
  if (amount === undefined) return text(undefined);
  const money = { ...plan.budget, amount };
  return { kind: 'money', text: formatMoney(money, lang, { vat: true }) };
}

const sameOrganization = (plan: Plan): boolean => {
  const buyer = plan.buyers[0];
  return !buyer || buyer.identifier.id === plan.procuringEntity.identifier.id;
};

function quantity(item: PlanItem, lang: Lang): string | undefined {
  if (item.quantity === undefined) return undefined;
  const unit = unitName(item.unit, lang);
  return unit ? `${formatQuantity(item.quantity)}${NBSP}${unit}` : formatQuantity(item.quantity);
}

function toItem(item: PlanItem, lang: Lang, texts: EntityTexts['plan']['item']): PlanItemView {
  const classification = classificationText(item.classification, lang);
  return {
    id: item.id,
    description: item.description.trim() || classification || '—',
    rows: [
      {
        id: 'classification',
        label: texts.classification,
        value: lines([
          ...(classification ? [classification] : []),
          ...classificationLines(item.additionalClassifications, lang),
        ]),
      },
      { id: 'quantity', label: texts.quantity, value: text(quantity(item, lang)) },
      {
        id: 'deliveryDate',
        label: texts.deliveryDate,
        value: text(
          formatDateRange(item.deliveryDate?.startDate, item.deliveryDate?.endDate, lang),
        ),
      },
    ],
  };
}

/**
 * The tender announced from the plan: its tenderID, a link when the portal has it (by the
 * tenderID, as search cards link; a test tender by its internal id, as test objects share
 * tenderIDs). A tender the portal lacks is said to be announced: its internal id means nothing
 * to a reader and a link would only lead to the not-found page.
 */
function tenderValue(plan: PlanAnswer, texts: EntityTexts): FieldValue {
  const linked = plan.linkedTender;
  if (linked) {
    const key = linked.test === true || linked.tenderID === '' ? linked.id : linked.tenderID;
    return { kind: 'link', text: linked.tenderID || linked.id, to: paths.tender(key) };
  }
  return text(plan.tender_id ? texts.plan.fields.tenderNotHeld : undefined);
}

/** The plan page (issue 11): the buyer, the money, what is bought, how, and what came of it. */
export function toPlanView(
  plan: PlanAnswer,
  lang: Lang,
  label: LabelFn,
  texts: EntityTexts,
): PlanView {
  const fields = texts.plan.fields;
  const buyer = plan.buyers[0] ?? plan.procuringEntity;
  const year = planYear(plan);
  const method = plan.procurementMethodType;
  const details: FieldRow[] = [
    { id: 'buyer', label: fields.buyer, value: text(organizationName(buyer, lang)) },
    { id: 'buyerCode', label: fields.buyerCode, value: text(buyer.identifier.id) },
  ];
  if (!sameOrganization(plan)) {
    details.push({
      id: 'procuringEntity',
      label: fields.procuringEntity,
      value: text(organizationName(plan.procuringEntity, lang)),
    });
  }
  details.push(
    { id: 'budget', label: fields.budget, value: budgetValue(plan, lang) },
    { id: 'year', label: fields.year, value: text(year === undefined ? undefined : String(year)) },
    ...classificationRows(fields, plan.classification, plan.additionalClassifications, lang),
    {
      id: 'procurementMethod',
      label: fields.procurementMethod,
      value: text(method ? label('procurement_method_types', method) : undefined),
    },
    {
      id: 'tenderPeriod',
      label: fields.tenderPeriod,
      value: text(
        plan.tenderPeriod?.startDate && formatMonthYear(plan.tenderPeriod.startDate, lang),
      ),
    },
    {
      id: 'project',
      label: fields.project,
      value: plan.project ? externalLink(plan.project.title, plan.project.uri) : text(undefined),
    },
    { id: 'rationale', label: fields.rationale, value: text(plan.rationale) },
    {
      id: 'tender',
      label: fields.tender,
      value: tenderValue(plan, texts),
    },
    { id: 'datePublished', label: fields.datePublished, value: moment(plan.datePublished, lang) },
    { id: 'dateModified', label: fields.dateModified, value: moment(plan.dateModified, lang) },
  );
  return {
    head: {
      title: plan.title.trim() || plan.planID,
      idLabel: texts.plan.id,
      id: plan.planID,
      status: {
        code: plan.status,
        label: statusLabel(texts.plan.statuses, plan.status),
        glossary: 'plan',
      },
      test: plan.mode === 'test' ? texts.plan.test : undefined,
    },
    details,
    items: plan.items.map((item) => toItem(item, lang, texts.plan.item)),
    documents: toDocumentViews(plan.documents, lang),
  };
}

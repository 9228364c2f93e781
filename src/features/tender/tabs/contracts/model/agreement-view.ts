import type { Agreement, AgreementChange } from '../../../../../../contract/tender-tabs';
import { localizedText } from '../../../../../../contract/dictionary-label';
import {
  formatAmount,
  formatBoolean,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatQuantity,
  orDash,
} from '../../../../../lib/format';
import { organizationName } from '../../../../../lib/organization-name';
import type { DocumentsView } from '../../../model/documents/documents-view';
import { text } from '../../../model/terms/rows';
import type { TermsRow } from '../../../model/terms/rows';
import { documentsOf } from '../../monitorings/model/entry-parts';
import type { ContractsContext, StatusView } from './contract-view';

export interface AgreementMemberView {
  key: string;
  name: string;
  status: StatusView;
}

export interface PriceChangeView {
  key: string;
  /** The item, the price factor and the unit price addend. */
  rows: TermsRow[];
}

export interface AgreementChangeView {
  key: string;
  title: string;
  status: StatusView;
  rows: TermsRow[];
  priceChanges: PriceChangeView[];
}

export interface AgreementView {
  key: string;
  anchor: string;
  title: string;
  status: StatusView;
  rows: TermsRow[];
  members: AgreementMemberView[];
  changes: AgreementChangeView[];
  documents: DocumentsView;
}

type Flag =
  'preQualification' | 'consequentOrder' | 'auction' | 'restrictedPrice' | 'restrictedCurrency';
const FLAGS: readonly Flag[] = [
  'preQualification',
  'consequentOrder',
  'auction',
  'restrictedPrice',
  'restrictedCurrency',
];

function toPriceChanges(change: AgreementChange, context: ContractsContext): PriceChangeView[] {
  const { tender, lang, t } = context;
  return change.modifications.map((modification, index) => {
    const item = tender.items.find((entry) => entry.id === modification.itemId);
    const { factor, addend } = modification;
    return {
      key: `${modification.itemId ?? ''}-${String(index)}`,
      rows: [
        {
          id: 'item',
          label: t('agreement.item'),
          value: text(
            item
              ? localizedText(item.description, item.description_en, lang)
              : orDash(modification.itemId),
          ),
        },
        {
          id: 'factor',
          label: t('agreement.factor'),
          value: text(factor === undefined ? orDash(undefined) : formatQuantity(factor)),
        },
        {
          id: 'addend',
          label: t('agreement.addend'),
          value: text(addend === undefined ? orDash(undefined) : formatAmount(addend)),
        },
      ],
    };
  });
}

function toChange(
  change: AgreementChange,
  index: number,
  context: ContractsContext,
): AgreementChangeView {
  const { t, lang, label } = context;
  const date = change.dateSigned ?? change.date;
  return {
    key: change.id === '' ? String(index) : change.id,
    title: date ? t('changes.title', { date: formatDate(date, lang) }) : t('changes.untitled'),
    status: {
      code: change.status,
      label: t(`changes.status.${change.status}` as 'changes.status.active', {
        defaultValue: orDash(change.status),
      }),
    },
    rows: [
      {
        id: 'agreementNumber',
        label: t('agreement.number'),
        value: text(orDash(change.agreementNumber)),
      },
      {
        id: 'dateSigned',
        label: t('changes.dateSigned'),
        value: text(formatDateTime(change.dateSigned, lang)),
      },
      { id: 'date', label: t('changes.date'), value: text(formatDateTime(change.date, lang)) },
      {
        id: 'rationaleType',
        label: t('agreement.rationaleType'),
        value: text(
          change.rationaleType
            ? label('agreement_change_rationale_types', change.rationaleType)
            : orDash(undefined),
        ),
      },
      { id: 'rationale', label: t('agreement.rationale'), value: text(orDash(change.rationale)) },
    ],
    priceChanges: toPriceChanges(change, context),
  };
}

/**
 * An agreement: a framework (or close-framework) agreement with its number, dates,
 * period, termination and settings, its member contracts (active / excluded), its changes
 * with their price changes, and its documents.
 */
export function toAgreementView(agreement: Agreement, context: ContractsContext): AgreementView {
  const { t, lang } = context;
  const number = agreement.agreementNumber?.trim() || agreement.agreementID?.trim();
  const rows: TermsRow[] = [
    { id: 'number', label: t('agreement.number'), value: text(orDash(agreement.agreementNumber)) },
    {
      id: 'agreementID',
      label: t('agreement.agreementID'),
      value: text(orDash(agreement.agreementID)),
    },
    {
      id: 'signDate',
      label: t('agreement.signDate'),
      value: text(formatDateTime(agreement.signDate, lang)),
    },
    {
      id: 'period',
      label: t('agreement.period'),
      value: text(formatDateRange(agreement.period?.startDate, agreement.period?.endDate, lang)),
    },
    {
      id: 'termination',
      label: t('agreement.termination'),
      value: text(orDash(agreement.termination)),
    },
  ];
  if (agreement.minimalOffers !== undefined) {
    rows.push({
      id: 'minimalOffers',
      label: t('agreement.minimalOffers'),
      value: text(formatQuantity(agreement.minimalOffers)),
    });
  }
  for (const flag of FLAGS) {
    const value = agreement[flag];
    if (value !== undefined) {
      rows.push({
        id: flag,
        label: t(`agreement.${flag}`),
        value: text(formatBoolean(value, lang)),
      });
    }
  }
  return {
    key: agreement.id,
    anchor: `agreement-${agreement.id}`,
    title: number ? t('agreement.title', { number }) : t('agreement.untitled'),
    status: {
      code: agreement.status,
      label: t(`agreement.status.${agreement.status}` as 'agreement.status.active', {
        defaultValue: orDash(agreement.status),
      }),
    },
    rows,
    members: agreement.contracts.map((member, index) => ({
      key: member.id === '' ? String(index) : member.id,
      name: orDash(member.suppliers.map((supplier) => organizationName(supplier, lang)).join('; ')),
      status: {
        code: member.status,
        label: t(`agreement.memberStatus.${member.status}` as 'agreement.memberStatus.active', {
          defaultValue: orDash(member.status),
        }),
      },
    })),
    changes: agreement.changes.map((change, index) => toChange(change, index, context)),
    documents: documentsOf(agreement.documents, lang),
  };
}

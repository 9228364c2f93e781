import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../../contract/api';
import type { Tender } from '../../../../../../contract/tender';
import type {
  Contract,
  ContractChange,
  ContractPayment,
} from '../../../../../../contract/tender-tabs';
import { paths } from '../../../../../../contract/routes/paths';
import { localizedText } from '../../../../../../contract/dictionary-label';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  orDash,
} from '../../../../../lib/format';
import { organizationName } from '../../../../../lib/organization-name';
import type { LabelFn } from '../../../../../lib/use-reference-data';
import type { DocumentsView } from '../../../model/documents/documents-view';
import { text } from '../../../model/terms/rows';
import type { TermsContext, TermsRow } from '../../../model/terms/rows';
import { documentsOf } from '../../monitorings/model/entry-parts';
import type { AppLink } from '../../monitorings/model/entry-parts';
import { toPartyView } from './party-view';
import type { PartyView } from './party-view';

/** What the contracts and agreements view models need besides the answer. */
export interface ContractsContext {
  lang: Lang;
  label: LabelFn;
  t: TFunction<'tenderContracts'>;
  /** Contact and identifier rows of the parties come from the terms view models. */
  terms: TermsContext;
  tender: Pick<Tender, 'awards' | 'lots' | 'items'> & Partial<Pick<Tender, 'procuringEntity'>>;
  /** The tender as the page's address names it, for links to its other tabs. */
  tenderKey: string;
}

export interface StatusView {
  code: string;
  label: string;
}

export interface ChangeView {
  key: string;
  title: string;
  status: StatusView;
  rows: TermsRow[];
  documents: DocumentsView;
}

export interface PaymentView {
  key: string;
  title: string;
  status: StatusView | undefined;
  rows: TermsRow[];
}

export interface ContractView {
  key: string;
  /** The accordion's element id: a URL hash naming it opens the contract. */
  anchor: string;
  title: string;
  /** The suppliers' names, for the accordion's header. */
  supplier: string;
  value: string;
  status: StatusView;
  /** A pending or cancelled contract shows a notice instead of its details. */
  notice: 'pending' | 'cancelled' | undefined;
  /**
   * Only the tender lists it: its signing date, term, payments, changes (and often documents)
   * are kept in the contract's own record, which the portal does not hold; the tabs say so.
   */
  recordMissing: 'bare' | 'partial' | undefined;
  /** The contract's own record in the public API, where its details are (http(s) only). */
  recordUrl: string | undefined;
  details: TermsRow[];
  /** The award decision this contract follows, in the procurement-details tab. */
  award: AppLink | undefined;
  lots: AppLink[];
  documents: DocumentsView;
  parties: PartyView[];
  changes: ChangeView[];
  payments: PaymentView[];
  /** Empty tabs paper leaves off: the details' notice already says their record keeps them. */
  offPaper: ('changes' | 'payments')[];
}

const statusOf = (
  code: string,
  prefix: 'contract.status' | 'changes.status' | 'payments.status',
  t: ContractsContext['t'],
): StatusView => ({
  code,
  label: t(`${prefix}.${code}` as 'contract.status.active', { defaultValue: orDash(code) }),
});

const money = (value: Contract['value'], lang: Lang): string =>
  formatMoney(value, lang, { vat: true });

/** The contract's own lots, else its award's lot. */
function lotIdsOf(contract: Contract, context: ContractsContext): string[] {
  if (contract.relatedLotIds.length > 0) return contract.relatedLotIds;
  const award = context.tender.awards.find((entry) => entry.id === contract.awardID);
  return award?.lotID ? [award.lotID] : [];
}

function lotLinks(contract: Contract, context: ContractsContext): AppLink[] {
  const { tender, tenderKey, lang } = context;
  return lotIdsOf(contract, context).flatMap((id) => {
    const lot = tender.lots.find((entry) => entry.id === id);
    if (!lot) return [];
    return [
      {
        text: orDash(localizedText(lot.title, lot.title_en, lang)),
        to: `${paths.tenderTab(tenderKey, 'tender_lots')}#lot-${encodeURIComponent(id)}`,
      },
    ];
  });
}

function awardLink(contract: Contract, context: ContractsContext): AppLink | undefined {
  const { tender, tenderKey, lang, t } = context;
  const award = tender.awards.find((entry) => entry.id === contract.awardID);
  if (!award) return undefined;
  const supplier = award.suppliers[0];
  return {
    text: supplier
      ? t('contract.awardLink', { supplier: organizationName(supplier, lang) })
      : t('contract.award'),
    to: `${paths.tenderTab(tenderKey, 'purchase_details')}#award-${encodeURIComponent(award.id)}`,
  };
}

/** The public API's record of a contract (the contracting API), by its internal id. */
const CONTRACT_RECORD_BASE = 'https://public-api.prozorro.gov.ua/api/2.5/contracts/';

/**
 * The details rows. A contract known only from the tender leaves out the rows its record would
 * fill (number, signing date, term, amount paid) when the tender does not have them: their absence is
 * said once, not as a row of dashes.
 */
function toDetails(contract: Contract, context: ContractsContext): TermsRow[] {
  const { t, lang } = context;
  const fromTender = contract.source === 'tender';
  const all: TermsRow[] = [
    { id: 'number', label: t('contract.number'), value: text(orDash(contract.contractNumber)) },
    { id: 'contractID', label: t('contract.contractID'), value: text(orDash(contract.contractID)) },
    {
      id: 'date',
      label: t('contract.date'),
      value: text(formatDateTime(contract.date, lang)),
    },
    {
      id: 'dateSigned',
      label: t('contract.dateSigned'),
      value: text(formatDateTime(contract.dateSigned, lang)),
    },
    {
      id: 'period',
      label: t('contract.period'),
      value: text(formatDateRange(contract.period?.startDate, contract.period?.endDate, lang)),
    },
    { id: 'value', label: t('contract.value'), value: text(money(contract.value, lang)) },
    {
      id: 'amountPaid',
      label: t('contract.amountPaid'),
      value: text(money(contract.amountPaid, lang)),
    },
  ];
  const inRecord: Partial<Record<string, unknown>> = {
    number: contract.contractNumber?.trim() || undefined,
    dateSigned: contract.dateSigned,
    period: contract.period?.startDate ?? contract.period?.endDate,
    amountPaid: contract.amountPaid,
  };
  const rows = all.filter(
    (row) => !(fromTender && row.id in inRecord && inRecord[row.id] === undefined),
  );
  if (contract.status === 'terminated' || contract.terminationDetails) {
    rows.push({
      id: 'terminationDetails',
      label: t('contract.terminationDetails'),
      value: text(orDash(contract.terminationDetails)),
    });
  }
  return rows;
}

function toChange(change: ContractChange, index: number, context: ContractsContext): ChangeView {
  const { t, lang, label } = context;
  const date = change.dateSigned ?? change.date;
  return {
    key: change.id === '' ? String(index) : change.id,
    title: date ? t('changes.title', { date: formatDate(date, lang) }) : t('changes.untitled'),
    status: statusOf(change.status, 'changes.status', t),
    rows: [
      {
        id: 'contractNumber',
        label: t('changes.contractNumber'),
        value: text(orDash(change.contractNumber)),
      },
      {
        id: 'additionalContractNumber',
        label: t('changes.additionalContractNumber'),
        value: text(orDash(change.additionalContractNumber)),
      },
      {
        id: 'dateSigned',
        label: t('changes.dateSigned'),
        value: text(formatDateTime(change.dateSigned, lang)),
      },
      { id: 'date', label: t('changes.date'), value: text(formatDateTime(change.date, lang)) },
      {
        id: 'rationaleTypes',
        label: t('changes.rationaleTypes'),
        value: text(
          orDash(
            change.rationaleTypes
              .map((code) => label('contract_change_rationale_types', code))
              .join('; '),
          ),
        ),
      },
      { id: 'rationale', label: t('changes.rationale'), value: text(orDash(change.rationale)) },
    ],
    documents: documentsOf(change.documents, lang),
  };
}

function toPayment(
  payment: ContractPayment,
  index: number,
  context: ContractsContext,
): PaymentView {
  const { t, lang } = context;
  return {
    key: payment.id ?? String(index),
    title: orDash(payment.title ?? t('payments.untitled')),
    status: payment.status ? statusOf(payment.status, 'payments.status', t) : undefined,
    rows: [
      { id: 'date', label: t('payments.date'), value: text(formatDateTime(payment.date, lang)) },
      { id: 'value', label: t('payments.value'), value: text(money(payment.value, lang)) },
      {
        id: 'description',
        label: t('payments.description'),
        value: text(orDash(payment.description)),
      },
    ],
  };
}

/**
 * A contract the tender lists names neither party (the contracting API has them): its suppliers
 * are its award's, its buyer the tender's procuring entity.
 */
function partiesOf(contract: Contract, context: ContractsContext) {
  const award = context.tender.awards.find((entry) => entry.id === contract.awardID);
  return {
    suppliers: contract.suppliers.length > 0 ? contract.suppliers : (award?.suppliers ?? []),
    buyer: contract.buyer ?? context.tender.procuringEntity,
  };
}

/**
 * What the missing contract record leaves out: everything but the number, status, price and
 * supplier ('bare'), or, when the tender has the signing date, term or documents, the amount
 * paid, changes and payments ('partial').
 */
function recordMissing(contract: Contract): ContractView['recordMissing'] {
  if (contract.source !== 'tender') return undefined;
  const some =
    contract.dateSigned !== undefined ||
    contract.period !== undefined ||
    contract.documents.length > 0;
  return some ? 'partial' : 'bare';
}

/** The title of a contract: its number, else its contracting-API id, else "without a number". */
function contractTitle(contract: Contract, t: ContractsContext['t']): string {
  const number = contract.contractNumber?.trim() || contract.contractID?.trim();
  return number ? t('contract.title', { number }) : t('contract.untitled');
}

/**
 * The contracts tab: the head (number, supplier, value, status), the
 * pending and cancelled notices, and the details, parties, changes and payments tabs.
 */
export function toContractView(contract: Contract, context: ContractsContext): ContractView {
  const { t, lang } = context;
  const { suppliers, buyer } = partiesOf(contract, context);
  const notice =
    contract.status === 'pending' || contract.status === 'cancelled' ? contract.status : undefined;
  const missing = recordMissing(contract);
  return {
    key: contract.id,
    anchor: `contract-${contract.id}`,
    title: contractTitle(contract, t),
    supplier: orDash(suppliers.map((supplier) => organizationName(supplier, lang)).join('; ')),
    value: money(contract.value, lang),
    status: statusOf(contract.status, 'contract.status', t),
    notice,
    recordMissing: missing,
    recordUrl: /^[\w-]+$/.test(contract.id) ? `${CONTRACT_RECORD_BASE}${contract.id}` : undefined,
    details: toDetails(contract, context),
    award: awardLink(contract, context),
    lots: lotLinks(contract, context),
    documents: documentsOf(contract.documents, lang),
    parties: [
      ...suppliers.map((supplier, index) =>
        toPartyView(supplier, `supplier-${String(index)}`, t('parties.supplier'), context),
      ),
      ...(buyer ? [toPartyView(buyer, 'buyer', t('parties.buyer'), context)] : []),
    ],
    changes: contract.changes.map((change, index) => toChange(change, index, context)),
    payments: contract.payments.map((payment, index) => toPayment(payment, index, context)),
    offPaper: missing
      ? (['changes', 'payments'] as const).filter((tab) => contract[tab].length === 0)
      : [],
  };
}

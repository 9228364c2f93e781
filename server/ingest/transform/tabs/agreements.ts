/** Contracts and agreements of a tender in the portal shape. */
import type {
  Agreement,
  AgreementChange,
  Contract,
  ContractChange,
  ContractPayment,
} from '../../../../contract/tender-tabs.ts';
import { toOrganization, toOrganizations, toPeriod, toValue } from '../common.ts';
import { toDocuments } from '../documents.ts';
import { bool, compact, num, rec, recs, str, strs, type Json } from '../read.ts';

const toContractChange = (o: Json): ContractChange =>
  compact({
    id: str(o, 'id') ?? '',
    status: str(o, 'status') ?? '',
    contractNumber: str(o, 'contractNumber'),
    additionalContractNumber: str(o, 'additionalContractNumber'),
    dateSigned: str(o, 'dateSigned'),
    date: str(o, 'date'),
    rationale: str(o, 'rationale'),
    rationaleTypes: strs(o, 'rationaleTypes'),
    documents: toDocuments(o),
  });

const toPayment = (o: Json): ContractPayment =>
  compact({
    id: str(o, 'id'),
    status: str(o, 'status'),
    date: str(o, 'date'),
    title: str(o, 'title'),
    description: str(o, 'description'),
    value: toValue(rec(o, 'value')),
  });

/** A contracting-API contract (source "contracting") or a tender's own contract ("tender"). */
export const toContract = (o: Json, source: Contract['source']): Contract => {
  const buyer = rec(o, 'buyer') ?? rec(o, 'procuringEntity');
  const lots = new Set(
    recs(o, 'items')
      .map((item) => str(item, 'relatedLot'))
      .filter((lot): lot is string => lot !== undefined),
  );
  return compact({
    id: str(o, 'id') ?? '',
    contractID: str(o, 'contractID'),
    contractNumber: str(o, 'contractNumber'),
    status: str(o, 'status') ?? '',
    title: str(o, 'title'),
    title_en: str(o, 'title_en'),
    description: str(o, 'description'),
    awardID: str(o, 'awardID'),
    date: str(o, 'date'),
    dateSigned: str(o, 'dateSigned'),
    dateModified: str(o, 'dateModified'),
    period: toPeriod(rec(o, 'period')),
    value: toValue(rec(o, 'value')),
    amountPaid: toValue(rec(o, 'amountPaid')),
    relatedLotIds: [...lots],
    terminationDetails: str(o, 'terminationDetails'),
    suppliers: toOrganizations(o, 'suppliers'),
    buyer: buyer ? toOrganization(buyer) : undefined,
    changes: recs(o, 'changes').map(toContractChange),
    payments: recs(rec(o, 'implementation'), 'transactions').map(toPayment),
    documents: toDocuments(o),
    source,
  });
};

const toAgreementChange = (o: Json): AgreementChange =>
  compact({
    id: str(o, 'id') ?? '',
    status: str(o, 'status') ?? '',
    agreementNumber: str(o, 'agreementNumber'),
    dateSigned: str(o, 'dateSigned'),
    date: str(o, 'date'),
    rationaleType: str(o, 'rationaleType'),
    rationale: str(o, 'rationale'),
    modifications: recs(o, 'modifications').map((m) =>
      compact({
        itemId: str(m, 'itemId'),
        factor: num(m, 'factor'),
        addend: num(m, 'addend'),
        contractId: str(m, 'contractId'),
      }),
    ),
  });

/** A framework or CFA agreement, from the agreements API or the tender's own list. */
export const toAgreement = (o: Json): Agreement => {
  const config = rec(o, 'config');
  const flag = (key: string): boolean | undefined => bool(o, key) ?? bool(config, key);
  return compact({
    id: str(o, 'id') ?? '',
    agreementID: str(o, 'agreementID'),
    agreementNumber: str(o, 'agreementNumber'),
    status: str(o, 'status') ?? '',
    title: str(o, 'title'),
    date: str(o, 'date'),
    signDate: str(o, 'dateSigned'),
    period: toPeriod(rec(o, 'period')),
    termination: str(o, 'terminationDetails'),
    changes: recs(o, 'changes').map(toAgreementChange),
    contracts: recs(o, 'contracts').map((c) =>
      compact({
        id: str(c, 'id') ?? '',
        status: str(c, 'status') ?? '',
        suppliers: toOrganizations(c, 'suppliers'),
        date: str(c, 'date'),
      }),
    ),
    documents: toDocuments(o),
    minimalOffers: num(o, 'minimalOffers') ?? num(config, 'minimalOffers'),
    preQualification: flag('preQualification'),
    consequentOrder: flag('consequentOrder'),
    auction: flag('auction'),
    restrictedPrice: flag('restrictedPrice'),
    restrictedCurrency: flag('restrictedCurrency'),
  });
};

/** Merges by id: the first list wins (the fuller contracting/agreements-API objects). */
export const mergeById = <T extends { id: string }>(primary: T[], secondary: T[]): T[] => {
  const ids = new Set(primary.map((entry) => entry.id));
  return [...primary, ...secondary.filter((entry) => !ids.has(entry.id))];
};

/** The tender's own contracts and agreements, as the tab shows them. */
export const tenderContracts = (tender: Json): Contract[] =>
  recs(tender, 'contracts').map((c) => toContract(c, 'tender'));

/** Only agreements with some substance: a selection tender's bare {id} reference is not one. */
export const tenderAgreements = (tender: Json): Agreement[] =>
  recs(tender, 'agreements')
    .filter((a) => Object.keys(a).some((key) => key !== 'id'))
    .map(toAgreement);

/** Contracts → OCDS contracts, with their payments as implementation and changes as amendments. */
import type { OcdsAmendment, OcdsContract } from '../../contract/ocds.ts';
import type { Contract, ContractChange } from '../../contract/tender-tabs.ts';
import type { Award, Lot } from '../../contract/tender.ts';
import { contractStatus } from './codelists.ts';
import { ocdsDocuments } from './documents.ts';
import { dateTime, defined, nonEmpty } from './formats.ts';
import type { Parties } from './parties.ts';
import { ocdsPeriod, ocdsValue } from './values.ts';

/** The contracts a release holds: with a lot, those of its awards or of its items. */
export const contractsInScope = (
  contracts: readonly Contract[],
  lot: Lot | undefined,
  awards: readonly Award[],
): Contract[] => {
  if (!lot) return [...contracts];
  const awardIds = new Set(awards.map((award) => award.id));
  return contracts.filter(
    (contract) =>
      (contract.awardID !== undefined && awardIds.has(contract.awardID)) ||
      contract.relatedLotIds.includes(lot.id),
  );
};

/** A change in force (active) amends the contract; pending or cancelled ones do not. */
const ocdsAmendment = (change: ContractChange): OcdsAmendment =>
  defined({
    id: change.id,
    date: dateTime(change.dateSigned ?? change.date),
    rationale: change.rationale,
    description: change.rationaleTypes.length > 0 ? change.rationaleTypes.join(', ') : undefined,
  });

/**
 * A contract without an awardID (OCDS requires one) is named by its own id as the award it
 * stands for. Its suppliers are suppliers among the parties.
 */
export const ocdsContract = (contract: Contract, parties: Parties): OcdsContract => {
  for (const supplier of contract.suppliers) parties.add(supplier, 'supplier');
  const transactions = contract.payments.map((payment, n) =>
    defined({
      id: payment.id ?? `${contract.id}-${String(n + 1)}`,
      date: dateTime(payment.date),
      value: ocdsValue(payment.value),
    }),
  );
  return defined({
    id: contract.id,
    awardID: contract.awardID ?? contract.id,
    title: contract.title,
    description: contract.description,
    status: contractStatus(contract.status),
    period: ocdsPeriod(contract.period),
    value: ocdsValue(contract.value),
    dateSigned: dateTime(contract.dateSigned),
    documents: ocdsDocuments(contract.documents),
    implementation: transactions.length > 0 ? { transactions } : undefined,
    amendments: nonEmpty(
      contract.changes.filter((change) => change.status === 'active').map(ocdsAmendment),
    ),
  });
};

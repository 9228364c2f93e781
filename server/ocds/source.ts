/** What the releases of a tender are built from: its portal shape and every contract of it. */
import type { Contract } from '../../contract/tender-tabs.ts';
import type { Tender, TenderContract } from '../../contract/tender.ts';
import { mergeById } from '../ingest/transform/tabs/agreements.ts';

export interface OcdsSource {
  tender: Tender;
  /** The contracting-API contracts first, then those only the tender lists. */
  contracts: Contract[];
}

/** A contract as the tender stores it: the lists the tab shape adds may be missing. */
const asContract = (contract: TenderContract & Partial<Contract>): Contract => ({
  ...contract,
  relatedLotIds: contract.relatedLotIds ?? [],
  changes: contract.changes ?? [],
  payments: contract.payments ?? [],
  source: contract.source ?? 'tender',
});

/**
 * A tender with the contracting-API contracts that name it (fuller, with their changes): each
 * replaces the tender's own copy of the same contract, as the agreements tab shows them.
 */
export const ocdsSource = (tender: Tender, contracting: readonly Contract[]): OcdsSource => ({
  tender,
  contracts: mergeById([...contracting], tender.contracts.map(asContract)),
});

/**
 * What the contract rules share. They read the portal shapes (contract/), which the database
 * keeps for the tender's awards and for every contract, so a contract that arrives after its
 * tender recomputes them without the CDB tender.
 */
import type { FlaggedContract } from '../../contract/flags.ts';
import type { Award } from '../../contract/tender-bids.ts';
import type { Contract, ContractChange } from '../../contract/tender-tabs.ts';
import { compact } from '../ingest/transform/read.ts';

/** The fields of an award the contract rules read. */
export type FlagAward = Pick<Award, 'id' | 'lotID' | 'value'>;

/** The fields of a contract the contract rules read. */
export type FlagContract = Pick<
  Contract,
  'id' | 'contractID' | 'contractNumber' | 'status' | 'awardID' | 'value'
> & { changes: Pick<ContractChange, 'id' | 'status' | 'rationaleTypes' | 'dateSigned'>[] };

export const flaggedContract = (contract: FlagContract): FlaggedContract =>
  compact({
    id: contract.id,
    contractID: contract.contractID,
    contractNumber: contract.contractNumber,
  });

/** The lot of the award a contract comes from. */
export const lotOfContract = (
  contract: FlagContract,
  awards: readonly FlagAward[],
): string | undefined => awards.find((award) => award.id === contract.awardID)?.lotID;

export const activeChanges = (contract: FlagContract): FlagContract['changes'] =>
  contract.changes.filter((change) => change.status === 'active');

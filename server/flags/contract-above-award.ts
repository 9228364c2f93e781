/** contract-above-award: a contract worth more than the award it comes from. */
import type { Flag } from '../../contract/flags.ts';
import { compact } from '../ingest/transform/read.ts';
import { flaggedContract, type FlagAward, type FlagContract } from './contracts.ts';

export const contractAboveAward = (
  contracts: readonly FlagContract[],
  awards: readonly FlagAward[],
): Flag[] =>
  contracts.flatMap((contract): Flag[] => {
    const award = awards.find((candidate) => candidate.id === contract.awardID);
    const contractValue = contract.value;
    const awardValue = award?.value;
    // A cancelled contract was never signed; amounts in different currencies do not compare.
    if (!award || !contractValue || !awardValue || contract.status === 'cancelled') return [];
    if (contractValue.currency !== awardValue.currency) return [];
    if (contractValue.amount <= awardValue.amount) return [];
    return [
      compact({
        code: 'contract-above-award',
        lotID: award.lotID,
        evidence: {
          contract: flaggedContract(contract),
          awardID: award.id,
          contractValue: { amount: contractValue.amount, currency: contractValue.currency },
          awardValue: { amount: awardValue.amount, currency: awardValue.currency },
        },
      }),
    ];
  });

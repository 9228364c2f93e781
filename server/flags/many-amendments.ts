/** many-amendments: a contract with three or more active changes. */
import type { Flag } from '../../contract/flags.ts';
import { compact } from '../ingest/transform/read.ts';
import {
  activeChanges,
  flaggedContract,
  lotOfContract,
  type FlagAward,
  type FlagContract,
} from './contracts.ts';

/** The fewest active changes that raise the flag. */
const MANY = 3;

export const manyAmendments = (
  contracts: readonly FlagContract[],
  awards: readonly FlagAward[],
): Flag[] =>
  contracts.flatMap((contract): Flag[] => {
    const changes = activeChanges(contract);
    if (changes.length < MANY) return [];
    return [
      compact({
        code: 'many-amendments',
        lotID: lotOfContract(contract, awards),
        evidence: {
          contract: flaggedContract(contract),
          changeIDs: changes.map((change) => change.id),
        },
      }),
    ];
  });

/** price-and-term-changed: an active contract change of the unit price together with the term. */
import type { Flag } from '../../contract/flags.ts';
import { compact } from '../ingest/transform/read.ts';
import {
  activeChanges,
  flaggedContract,
  lotOfContract,
  type FlagAward,
  type FlagContract,
} from './contracts.ts';

const TERM = ['durationExtension', 'fiscalYearExtension'];

export const priceAndTermChanged = (
  contracts: readonly FlagContract[],
  awards: readonly FlagAward[],
): Flag[] =>
  contracts.flatMap((contract): Flag[] => {
    const changes = activeChanges(contract).filter(
      ({ rationaleTypes }) =>
        rationaleTypes.includes('itemPriceVariation') &&
        TERM.some((term) => rationaleTypes.includes(term)),
    );
    if (changes.length === 0) return [];
    return [
      compact({
        code: 'price-and-term-changed',
        lotID: lotOfContract(contract, awards),
        evidence: {
          contract: flaggedContract(contract),
          changes: changes.map((change) =>
            compact({
              changeID: change.id,
              rationaleTypes: change.rationaleTypes,
              dateSigned: change.dateSigned,
            }),
          ),
        },
      }),
    ];
  });

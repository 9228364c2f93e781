/** Awards → OCDS awards: for a lot's release, the awards of that lot. */
import type { OcdsAward } from '../../contract/ocds.ts';
import type { Award, Lot } from '../../contract/tender.ts';
import { awardStatus } from './codelists.ts';
import { ocdsDocuments } from './documents.ts';
import { dateTime, defined } from './formats.ts';
import type { Parties } from './parties.ts';
import { ocdsValue } from './values.ts';

/** The awards a release of `lot` (or of the whole tender) holds. */
export const awardsInScope = (awards: readonly Award[], lot: Lot | undefined): Award[] =>
  lot ? awards.filter((award) => award.lotID === lot.id) : [...awards];

/** Suppliers are parties in the supplier role only when their award stands (is active). */
export const ocdsAward = (award: Award, parties: Parties): OcdsAward => {
  const status = awardStatus(award.status);
  return defined({
    id: award.id,
    title: award.title,
    description: award.description,
    status,
    date: dateTime(award.date),
    value: ocdsValue(award.value),
    suppliers: award.suppliers.map((org) =>
      status === 'active' ? parties.add(org, 'supplier') : parties.add(org, 'tenderer'),
    ),
    documents: ocdsDocuments(award.documents),
    relatedBid: award.bid_id,
    relatedLots: award.lotID ? [award.lotID] : undefined,
  });
};

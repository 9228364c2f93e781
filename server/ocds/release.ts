/** A stored tender and its contracts → OCDS releases: one per lot, or one for a tender without lots. */
import type { OcdsAward, OcdsContract, OcdsRelease, OcdsReleaseTag } from '../../contract/ocds.ts';
import type { Lot, Tender } from '../../contract/tender.ts';
import { awardsInScope, ocdsAward } from './awards.ts';
import { ocdsBids } from './bids.ts';
import { contractsInScope, ocdsContract } from './contracts.ts';
import { defined, latestDate, nonEmpty } from './formats.ts';
import { Parties } from './parties.ts';
import type { OcdsSource } from './source.ts';
import { ocdsTender } from './tender.ts';

/** Prozorro's OCID prefix. */
export const OCID_PREFIX = 'ocds-be6bcu';

/** The contracting process of a tender is its tenderID; a lot's is its tenderID and lot id. */
export const ocidOf = (tender: Tender, lot?: Lot): string =>
  lot ? `${OCID_PREFIX}-${tender.tenderID}-${lot.id}` : `${OCID_PREFIX}-${tender.tenderID}`;

/** The stages a release has reached, in the order of the tag codelist. */
const tagsOf = ({
  tender,
  awards,
  contracts,
}: Pick<OcdsRelease, 'tender'> & {
  awards: readonly OcdsAward[];
  contracts: readonly OcdsContract[];
}): OcdsReleaseTag[] => {
  const tags: (OcdsReleaseTag | false)[] = [
    tender.status === 'planning' ? 'planning' : 'tender',
    tender.status === 'cancelled' && 'tenderCancellation',
    awards.length > 0 && 'award',
    contracts.length > 0 && 'contract',
    contracts.some((contract) => contract.amendments) && 'contractAmendment',
    contracts.some((contract) => contract.implementation) && 'implementation',
    contracts.some((contract) => contract.status === 'terminated') && 'contractTermination',
  ];
  return tags.filter((tag): tag is OcdsReleaseTag => tag !== false);
};

/** The release of one lot, or of the whole tender. */
const releaseOf = ({ tender, contracts }: OcdsSource, lot: Lot | undefined): OcdsRelease => {
  const parties = new Parties();
  const ocid = ocidOf(tender, lot);
  // The buyer first: the tender's buyers when it names them, else its procuring entity.
  const [firstBuyer] = tender.buyers;
  const buyer = parties.add(firstBuyer ?? tender.procuringEntity, 'buyer');
  for (const other of tender.buyers.slice(1)) parties.add(other, 'buyer');
  const bids = ocdsBids(tender.bids, lot, parties);
  const tenderSection = ocdsTender(tender, lot, bids, parties);
  // A tender's only lot holds all its awards and contracts, those that name no lot included.
  const narrowTo = tender.lots.length > 1 ? lot : undefined;
  const awardsHere = awardsInScope(tender.awards, narrowTo);
  const awards = awardsHere.map((award) => ocdsAward(award, parties));
  const contractsHere = contractsInScope(contracts, narrowTo, awardsHere);
  const releaseContracts = contractsHere.map((contract) => ocdsContract(contract, parties));
  for (const funder of tender.funders) parties.add(funder, 'funder');
  const date =
    latestDate([tender.dateModified, ...contractsHere.map((contract) => contract.dateModified)]) ??
    new Date(0).toISOString();
  return defined({
    ocid,
    // Unique per release: the process and the moment of its latest change.
    id: `${ocid}-${new Date(date).toISOString().replace(/\D/g, '')}`,
    date,
    tag: tagsOf({ tender: tenderSection, awards, contracts: releaseContracts }),
    initiationType: 'tender',
    language: 'uk',
    parties: parties.list(),
    buyer,
    tender: tenderSection,
    bids: bids.length > 0 ? { details: bids } : undefined,
    awards: nonEmpty(awards),
    contracts: nonEmpty(releaseContracts),
  });
};

export const ocdsReleases = (source: OcdsSource): OcdsRelease[] =>
  source.tender.lots.length > 0
    ? source.tender.lots.map((lot) => releaseOf(source, lot))
    : [releaseOf(source, undefined)];

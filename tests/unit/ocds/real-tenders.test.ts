import { describe, expect, it } from 'vitest';
import type { OcdsRelease } from '../../../contract/ocds.ts';
import { ocdsReleasePackage } from '../../../server/ocds/package.ts';
import type { Json } from '../../../server/ingest/transform/read.ts';
import { ocdsSchemaErrors } from '../../fixtures/ocds-schema.ts';
import { list } from '../server/ingest/cdb-json.ts';
import { shippedSources, type ShippedSource } from './shipped-sources.ts';

const sources = shippedSources();
const byFile = (file: string): ShippedSource => {
  const found = sources.find((source) => source.file === file);
  if (!found) throw new Error(`${file} is not shipped`);
  return found;
};
const packageOf = (shipped: ShippedSource) =>
  ocdsReleasePackage(shipped.source, 'https://portal.example');

/** The org-id of a raw CDB organisation. */
const orgId = (org: Json): string => {
  const { scheme, id } = org.identifier as { scheme?: string; id: string };
  return `${scheme ?? 'UA-EDR'}-${id}`;
};
const amount = (o: Json): unknown => (o.value as Json | undefined)?.amount;
const rolesOf = (release: OcdsRelease): Record<string, string[]> =>
  Object.fromEntries(release.parties.map((party) => [party.id, party.roles.toSorted()]));

describe('a tender with lots, bids, awards and contracts (UA-2024-04-26-006781-a)', () => {
  const shipped = byFile('UA-2024-04-26-006781-a.json');
  const ocds = packageOf(shipped);
  const { cdb } = shipped;
  const lots = list(cdb, 'lots');

  it('has one release per lot, each a process of its own', () => {
    expect(ocdsSchemaErrors(ocds)).toEqual([]);
    expect(lots).toHaveLength(3);
    expect(ocds.releases.map((release) => release.ocid)).toEqual(
      lots.map((lot) => `ocds-be6bcu-UA-2024-04-26-006781-a-${String(lot.id)}`),
    );
    expect(ocds.uri).toBe(`https://portal.example/api/tenders/${cdb.id}/ocds`);
    expect(ocds.publisher.uri).toBe('https://portal.example/');
    expect(ocds.publishedDate).toBe(cdb.dateModified);
  });

  it.each(lots.map((lot, n) => [n, lot] as const))(
    'lot %i: the parties, bids and awards of the lot, amounts as stored',
    (n, lot) => {
      const release = ocds.releases[n];
      if (!release) throw new Error('no release');
      const awards = list(cdb, 'awards').filter((award) => award.lotID === lot.id);
      const bids = list(cdb, 'bids').filter((bid) =>
        list(bid, 'lotValues').some((value) => value.relatedLot === lot.id),
      );
      const buyer = orgId(cdb.procuringEntity as Json);
      const expected: Record<string, Set<string>> = {
        [buyer]: new Set(['buyer', 'procuringEntity']),
      };
      const play = (id: string, role: string) => {
        expected[id] = (expected[id] ?? new Set()).add(role);
      };
      for (const bid of bids)
        for (const org of list(bid, 'tenderers')) play(orgId(org), 'tenderer');
      for (const award of awards) {
        for (const org of list(award, 'suppliers')) {
          play(orgId(org), award.status === 'active' ? 'supplier' : 'tenderer');
        }
      }
      expect(rolesOf(release)).toEqual(
        Object.fromEntries(Object.entries(expected).map(([id, roles]) => [id, [...roles].sort()])),
      );
      expect(release.buyer?.id).toBe(buyer);
      expect(release.tender.value?.amount).toBe(amount(lot));
      expect(release.tender.lots?.map((entry) => entry.id)).toEqual([lot.id]);
      expect(release.tender.items?.every((item) => item.relatedLot === lot.id)).toBe(true);
      expect(release.bids?.details.map((bid) => [bid.id, bid.value?.amount])).toEqual(
        bids.map((bid) => [
          bid.id,
          amount(list(bid, 'lotValues').find((value) => value.relatedLot === lot.id) ?? {}),
        ]),
      );
      expect(release.awards?.map((award) => [award.id, award.status, award.value?.amount])).toEqual(
        awards.map((award) => [award.id, award.status, amount(award)]),
      );
      const awardIds = new Set(awards.map((award) => award.id));
      const contracts = list(cdb, 'contracts').filter((c) => awardIds.has(String(c.awardID)));
      expect(release.contracts?.map((c) => [c.id, c.awardID, c.status, c.value?.amount])).toEqual(
        contracts.map((c) => [c.id, c.awardID, c.status, amount(c)]),
      );
      for (const award of release.awards ?? []) {
        if (award.relatedBid) {
          expect(release.bids?.details.map((bid) => bid.id)).toContain(award.relatedBid);
        }
      }
      expect(release.tag).toEqual(['tender', 'award', 'contract']);
    },
  );
});

describe('a tender whose contract was changed and terminated in the contracting API', () => {
  // UA-2027-01-01-000001-a: the documentation's priceQuotation contracting example.
  const shipped = byFile('doc-tender-priceQuotation-contracting-contract-f2a34012.json');
  const ocds = packageOf(shipped);
  const [release] = ocds.releases;

  it('takes the contracting-API contract over the tender copy, with its change as an amendment', () => {
    expect(ocdsSchemaErrors(ocds)).toEqual([]);
    expect(ocds.releases).toHaveLength(1);
    const stored = shipped.source.contracts;
    expect(stored[0]?.source).toBe('contracting');
    expect(release?.contracts?.map((c) => [c.id, c.status, c.value?.amount])).toEqual([
      [stored[0]?.id, 'terminated', 280],
    ]);
    // The tender's own copy still says 220 and active: the contracting API is the later word.
    expect(list(shipped.cdb, 'contracts').map((c) => [c.status, amount(c)])).toEqual([
      ['active', 220],
    ]);
    const [contract] = release?.contracts ?? [];
    expect(contract?.amendments).toHaveLength(
      stored[0]?.changes.filter((change) => change.status === 'active').length ?? -1,
    );
    expect(contract?.amendments?.[0]?.date).toBe('2027-01-01T00:00:00+02:00');
    expect(release?.tag).toEqual([
      'tender',
      'award',
      'contract',
      'contractAmendment',
      'contractTermination',
    ]);
  });

  it('names the supplier of the active award and of the contract once, with both roles merged', () => {
    const suppliers = release?.parties.filter((party) => party.roles.includes('supplier')) ?? [];
    const expected = new Set([
      ...list(shipped.cdb, 'awards')
        .filter((award) => award.status === 'active')
        .flatMap((award) => list(award, 'suppliers').map(orgId)),
      ...(shipped.source.contracts[0]?.suppliers ?? []).map(
        (org) => `${org.identifier.scheme ?? 'UA-EDR'}-${org.identifier.id}`,
      ),
    ]);
    expect(suppliers.map((party) => party.id).sort()).toEqual([...expected].sort());
    const ids = release?.parties.map((party) => party.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('an e-contract with a change in force and one cancelled', () => {
  const shipped = byFile('doc-tender-priceQuotation-contracting-econtract-e24cf829.json');
  const [release] = packageOf(shipped).releases;

  it('lists every contract of the tender, only the active change as an amendment', () => {
    const contracts = shipped.source.contracts;
    expect(release?.contracts?.map((c) => [c.id, c.value?.amount])).toEqual(
      contracts.map((c) => [c.id, c.value?.amount]),
    );
    const changed = release?.contracts?.find((c) => c.amendments);
    expect(changed?.amendments).toHaveLength(1);
    expect(release?.awards?.map((a) => [a.status, a.value?.amount])).toEqual(
      list(shipped.cdb, 'awards').map((a) => [a.status, amount(a)]),
    );
  });
});

describe('a tender without lots (UA-2021-01-11-002071-a, reporting)', () => {
  const shipped = byFile('UA-2021-01-11-002071-a.json');
  const ocds = packageOf(shipped);
  const [release] = ocds.releases;

  it('has one release for the whole tender, its award and contract amounts as stored', () => {
    expect(ocdsSchemaErrors(ocds)).toEqual([]);
    expect(ocds.releases).toHaveLength(1);
    expect(release?.ocid).toBe('ocds-be6bcu-UA-2021-01-11-002071-a');
    expect(release?.tender.lots).toBeUndefined();
    expect(release?.tender.status).toBe('complete');
    expect(release?.tender.procurementMethod).toBe('limited');
    expect(release?.tender.procurementMethodDetails).toBe('reporting');
    expect(release?.tender.value?.amount).toBe(amount(shipped.cdb));
    expect(release?.awards?.map((a) => [a.id, a.status, a.value?.amount])).toEqual(
      list(shipped.cdb, 'awards').map((a) => [a.id, a.status, amount(a)]),
    );
    expect(release?.contracts?.map((c) => [c.id, c.status, c.value?.amount])).toEqual(
      list(shipped.cdb, 'contracts').map((c) => [c.id, c.status, amount(c)]),
    );
    const roles = rolesOf(release as OcdsRelease);
    expect(roles[orgId(shipped.cdb.procuringEntity as Json)]).toEqual(['buyer', 'procuringEntity']);
    for (const award of list(shipped.cdb, 'awards')) {
      for (const org of list(award, 'suppliers')) expect(roles[orgId(org)]).toEqual(['supplier']);
    }
    expect(release?.tender.items?.[0]?.classification?.scheme).toBe('CPV');
    // A relative document link is no URI: the document is listed without it.
    const documents = JSON.stringify(ocds);
    expect(documents).not.toMatch(/"url":"(?!https?:)/);
  });
});

describe('lot releases of every shipped tender with lots', () => {
  const withLots = sources.filter(({ source }) => source.tender.lots.length > 0);

  it.each(withLots)('$file: each lot keeps its own documents, bids and awards', (shipped) => {
    const ocds = packageOf(shipped);
    const documents = list(shipped.cdb, 'documents');
    const lotOf = new Map(
      documents
        .filter((document) => document.documentOf === 'lot')
        .map((document) => [document.id, document.relatedItem]),
    );
    ocds.releases.forEach((release, n) => {
      const lot = shipped.source.tender.lots[n];
      for (const document of release.tender.documents ?? []) {
        if (lotOf.has(document.id)) expect(lotOf.get(document.id)).toBe(lot?.id);
      }
      for (const bid of release.bids?.details ?? []) expect(bid.relatedLots).toEqual([lot?.id]);
      for (const award of release.awards ?? []) expect(award.relatedLots).toEqual([lot?.id]);
    });
    // Every award, contract and published bid, and every current document, is in some release.
    const inReleases = (ids: (release: OcdsRelease) => string[]) =>
      new Set(ocds.releases.flatMap(ids));
    const { tender, contracts } = shipped.source;
    const awardIds = inReleases((release) => (release.awards ?? []).map((award) => award.id));
    expect(tender.awards.filter((award) => !awardIds.has(award.id))).toEqual([]);
    const contractIds = inReleases((release) => (release.contracts ?? []).map((c) => c.id));
    expect(contracts.filter((contract) => !contractIds.has(contract.id))).toEqual([]);
    const bidIds = inReleases((release) => (release.bids?.details ?? []).map((bid) => bid.id));
    expect(tender.bids.filter((bid) => bid.status !== 'draft' && !bidIds.has(bid.id))).toEqual([]);
    const published = new Set(
      ocds.releases.flatMap((release) => (release.tender.documents ?? []).map((d) => d.id)),
    );
    expect([...new Set(documents.map((document) => document.id))].sort()).toEqual(
      [...published].sort(),
    );
  });
});

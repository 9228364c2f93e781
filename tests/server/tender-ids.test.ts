import { describe, expect, it } from 'vitest';
import type { ItemResponse, SearchResponse } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import type { Tender } from '../../contract/tender.ts';
import { backends, useHarness } from './backends.ts';
import { codesOf, realTenders, type RawTender } from './search-shipped.ts';
import { shippedTenders } from '../support/shipped-cdb.ts';

const tenders = shippedTenders<RawTender>();
const real = realTenders(tenders);

/** tenderIDs that several shipped tenders share (documentation examples reuse them). */
const byTenderId = new Map<string, RawTender[]>();
for (const tender of tenders) {
  byTenderId.set(tender.tenderID, [...(byTenderId.get(tender.tenderID) ?? []), tender]);
}
const shared = [...byTenderId].filter(([, group]) => group.length > 1);

/** The tender a shared tenderID names: a real one first, then the latest changed, then the id. */
const chosen = (group: RawTender[]): RawTender | undefined =>
  [...group].sort(
    (a, b) =>
      Number(a.mode === 'test') - Number(b.mode === 'test') ||
      Date.parse(b.dateModified) - Date.parse(a.dateModified) ||
      (a.id < b.id ? -1 : 1),
  )[0];

/** The buyers' codes of a tender: its buyers, else its procuring entity. */
const buyerCodes = (tender: RawTender): string[] =>
  codesOf(tender.buyers?.length ? tender.buyers : [tender.procuringEntity ?? {}]);

/** Every registry code a tender names: procuring entity, buyers, bidders, suppliers. */
const partyCodes = (tender: RawTender): string[] => [
  ...codesOf([tender.procuringEntity ?? {}]),
  ...codesOf(tender.buyers),
  ...(tender.bids ?? []).flatMap((bid) => codesOf(bid.tenderers)),
  ...(tender.awards ?? []).flatMap((award) => codesOf(award.suppliers)),
];

describe.each(backends)('tenders by internal id and tenderID, $name', (backend) => {
  const h = useHarness(backend);
  const tender = async (key: string): Promise<Tender> => {
    const res = await h().app.inject({ url: `/api/tenders/${encodeURIComponent(key)}` });
    expect(res.statusCode, key).toBe(200);
    return res.json<ItemResponse<Tender>>().data;
  };
  const search = async (text: string): Promise<TenderHit[]> => {
    const res = await h().app.inject({
      url: `/api/search/tender?per_page=1000&text=${encodeURIComponent(text)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchResponse<TenderHit>>().data;
  };

  it('opens every shipped tender by its internal id, whichever tenderID it shares', async () => {
    expect(shared.length).toBeGreaterThan(0);
    for (const { id } of tenders) expect((await tender(id)).id).toBe(id);
  });

  it('resolves a shared tenderID to one tender, the same on every read', async () => {
    for (const [tenderID, group] of shared) {
      const expected = chosen(group)?.id;
      expect((await tender(tenderID)).id, tenderID).toBe(expected);
      expect((await tender(tenderID)).id, tenderID).toBe(expected);
    }
  });

  it('lists a real tender first when its tenderID is searched', async () => {
    for (const { id, tenderID } of real) {
      expect((await search(tenderID))[0]?.id, tenderID).toBe(id);
    }
  });

  it("lists a buyer's tenders, before those that merely contain its EDRPOU, when it is searched", async () => {
    const codes = [...new Set(real.flatMap(buyerCodes))].filter((code) => /^\d{8}$/.test(code));
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) {
      const hits = await search(code);
      const found = hits.map((hit) => hit.id);
      const own = real.filter((t) => buyerCodes(t).includes(code)).map((t) => t.id);
      expect(found, code).toEqual(expect.arrayContaining(own));
      // Tenders naming the code as a party come first; the rest only contain it.
      const naming = new Set(real.filter((t) => partyCodes(t).includes(code)).map((t) => t.id));
      const firstOther = found.findIndex((id) => !naming.has(id));
      if (firstOther >= 0)
        expect(found.slice(firstOther).filter((id) => naming.has(id))).toEqual([]);
    }
  });
});

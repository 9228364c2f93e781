import { describe, expect, it } from 'vitest';
import { filterSaved } from '../../../../src/features/saved/model/saved-filter';
import { shippedCdbTender, shippedTenderIDs } from '../../../support/shipped-cdb';
import { savedShipped } from './saved-fixtures';

interface CdbFields {
  tenderID: string;
  title: string;
  procuringEntity: { name: string; identifier: { id: string } };
  items?: { classification?: { id: string } }[];
}

const ALL = shippedTenderIDs().map((tenderID) => savedShipped(tenderID));
const CDB = shippedTenderIDs().map(
  (tenderID) => shippedCdbTender(tenderID) as unknown as CdbFields,
);
const found = (query: string) => filterSaved(ALL, query).map((item) => item.saved.tenderID);
const idsWhere = (match: (cdb: CdbFields) => boolean) =>
  CDB.filter(match).map((cdb) => cdb.tenderID);

describe('the on-device filter of saved tenders', () => {
  it('keeps them all for an empty query', () => {
    expect(found('')).toEqual(shippedTenderIDs());
    expect(found('   ')).toEqual(shippedTenderIDs());
  });

  it("finds a buyer's tenders by EDRPOU", () => {
    const edrpous = new Set(CDB.map((cdb) => cdb.procuringEntity.identifier.id));
    for (const edrpou of edrpous) {
      const expected = idsWhere((cdb) => JSON.stringify(cdb).includes(edrpou));
      const result = found(edrpou);
      expect(result).toEqual(
        expect.arrayContaining(idsWhere((cdb) => cdb.procuringEntity.identifier.id === edrpou)),
      );
      expect(expected).toEqual(expect.arrayContaining(result));
    }
  });

  it('finds a tender by its tenderID, and by an item CPV code', () => {
    for (const cdb of CDB.slice(0, 20)) {
      expect(found(cdb.tenderID)).toEqual([cdb.tenderID]);
      const cpv = cdb.items?.find((item) => item.classification)?.classification?.id;
      if (cpv) {
        const result = found(cpv);
        expect(result).toEqual(
          expect.arrayContaining(
            idsWhere((other) =>
              (other.items ?? []).some((item) => item.classification?.id === cpv),
            ),
          ),
        );
        expect(idsWhere((other) => JSON.stringify(other).includes(cpv))).toEqual(
          expect.arrayContaining(result),
        );
      }
    }
  });

  it('finds by words of the title or the buyer name in any case and order', () => {
    const cdb = CDB.find((tender) => tender.title.split(/\s+/).length >= 3);
    if (!cdb) throw new Error('no shipped tender has a three-word title');
    const [first = '', second = '', third = ''] = cdb.title.split(/\s+/);
    expect(found(`${third.toUpperCase()} ${first.toLowerCase()}`)).toContain(cdb.tenderID);
    expect(found(cdb.procuringEntity.name.toLowerCase())).toContain(cdb.tenderID);
    expect(found(`${second} zzz-no-such-word`)).toEqual([]);
  });

  it("treats the apostrophes ' ’ ʼ alike", () => {
    const cdb = CDB.find((tender) => /[’ʼ']/.test(tender.title));
    if (!cdb) throw new Error('no shipped tender has an apostrophe in its title');
    const word = cdb.title.split(/\s+/).find((part) => /[’ʼ']/.test(part)) ?? '';
    for (const apostrophe of ["'", '’', 'ʼ']) {
      expect(found(word.replace(/[’ʼ']/g, apostrophe))).toContain(cdb.tenderID);
    }
  });
});

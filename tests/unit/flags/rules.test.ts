import { describe, expect, it } from 'vitest';
import type { Flag, FlagCode } from '../../../contract/flags.ts';
import { computeFlags } from '../../../server/flags/index.ts';
import type { Json } from '../../../server/ingest/transform/read.ts';
import { shippedCdbData, shippedCdbTender } from '../../support/shipped-cdb.ts';

/** The records of an array field, to change in place in a copy. */
const list = (o: Json, key: string): Json[] => o[key] as Json[];

/** The one record of `key` whose id starts with `idStart` (ids are long; tests name their start). */
const byId = (o: Json, key: string, idStart: string): Json => {
  const found = list(o, key).find((entry) => String(entry.id).startsWith(idStart));
  if (!found) throw new Error(`no ${key} ${idStart}`);
  return found;
};

/** The flags of one code that a tender (and its contracting-API contracts) raises. */
const flagsOf = <Code extends FlagCode>(code: Code, cdb: Json, contracts: Json[] = []) =>
  computeFlags(cdb, contracts).filter(
    (flag): flag is Extract<Flag, { code: Code }> => flag.code === code,
  );

describe('single-bid', () => {
  it('flags the only bid of a belowThreshold tender in qualification (real)', () => {
    expect(flagsOf('single-bid', shippedCdbTender('UA-2023-02-16-009364-a'))).toEqual([
      {
        code: 'single-bid',
        evidence: {
          procurementMethodType: 'belowThreshold',
          bid: {
            bidID: 'f6e09f31d3024049b3bf227742e31bd6',
            tendererID: '38526925',
            price: { amount: 4176.66, currency: 'UAH' },
          },
        },
      },
    ]);
  });

  it('flags each lot with one bid on its own, not the lot with two (real, three lots)', () => {
    const flags = flagsOf('single-bid', shippedCdbTender('UA-2024-04-26-006781-a'));
    expect(flags.map((flag) => flag.lotID)).toEqual([
      '7ac71904b1f84ef0a99421d734182634',
      '640cdf54a17b4840a0611aa15229a63e',
    ]);
  });

  it('does not flag a priceQuotation with one active bid beside a deleted one (real)', () => {
    expect(flagsOf('single-bid', shippedCdbTender('UA-2024-05-13-004111-a'))).toEqual([]);
  });

  it('does not flag the same tender once a second bid is in (derived)', () => {
    const cdb = shippedCdbTender('UA-2023-02-16-009364-a');
    // Changed: a copy of the only bid, with another id and tenderer, is added.
    const [bid] = list(cdb, 'bids');
    list(cdb, 'bids').push({ ...bid, id: 'second-bid', tenderers: [{ identifier: { id: '1' } }] });
    expect(flagsOf('single-bid', cdb)).toEqual([]);
  });

  it('does not flag a lot that never reached qualification (derived)', () => {
    const cdb = shippedCdbTender('UA-2023-02-16-009364-a');
    // Changed: the tender is still being tendered and its award is removed.
    cdb.status = 'active.tendering';
    cdb.awards = [];
    expect(flagsOf('single-bid', cdb)).toEqual([]);
  });
});

describe('cheapest-disqualified', () => {
  it('flags the lowest bid disqualified after a claim, and names the winner (real)', () => {
    expect(flagsOf('cheapest-disqualified', shippedCdbTender('UA-2024-01-10-005750-a'))).toEqual([
      {
        code: 'cheapest-disqualified',
        lotID: '8b90045565d9e5cc01ba7aa500ac0b74',
        evidence: {
          disqualifiedAwardID: '426215d2296d4ed7bd585b51623d355b',
          disqualified: {
            bidID: 'e0e2674047f74b4da81faa6757a861b7',
            tendererID: '44658312',
            price: { amount: 1473960, currency: 'UAH' },
          },
          winnerAwardID: '8dae60ffd40e4eec9b8ac30b58eef608',
          winner: {
            bidID: '65124a683933416ab3bbd7c765d44f4c',
            tendererID: '43012009',
            price: { amount: 1489200, currency: 'UAH' },
          },
        },
      },
    ]);
  });

  it('does not flag a tender with features, where price alone does not decide (real)', () => {
    // Both bids have the same price; the one disqualified is as cheap as the winner.
    expect(
      flagsOf('cheapest-disqualified', shippedCdbTender('sandbox-UA-2024-05-10-000100-a')),
    ).toEqual([]);
  });

  it('does not flag when the disqualified bid was not the cheapest (derived)', () => {
    const cdb = shippedCdbTender('UA-2024-01-10-005750-a');
    // Changed: the disqualified bid's price is raised above the winner's.
    const [lotValue] = list(byId(cdb, 'bids', 'e0e267'), 'lotValues');
    (lotValue?.value as Json).amount = 1500000;
    expect(flagsOf('cheapest-disqualified', cdb)).toEqual([]);
  });
});

describe('all-but-winner-disqualified', () => {
  /**
   * From the real sandbox tender whose first lot has two unsuccessful awards (two bids): a third
   * bid on that lot is made the winner.
   */
  const derived = (): Json => {
    const cdb = shippedCdbTender('sandbox-UA-2021-03-22-000039-a');
    const lot = 'b49cb01be4c94d1bab81c0c550587201';
    // Changed: bid b4bdec (which won the other lot) also bids 23 on lot b49cb0 ...
    list(byId(cdb, 'bids', 'b4bdec'), 'lotValues').push({
      relatedLot: lot,
      value: { amount: 23, currency: 'UAH' },
    });
    // ... and a copy of its active award, with a new id, names lot b49cb0.
    list(cdb, 'awards').push({ ...byId(cdb, 'awards', 'f47346'), id: 'winner-award', lotID: lot });
    return cdb;
  };

  it('flags the lot where every bid but the winner was disqualified (derived)', () => {
    expect(flagsOf('all-but-winner-disqualified', derived())).toEqual([
      {
        code: 'all-but-winner-disqualified',
        lotID: 'b49cb01be4c94d1bab81c0c550587201',
        evidence: {
          winnerAwardID: 'winner-award',
          winnerBidID: 'b4bdece33b4f4b5fbb2ff777f81c32d2',
          unsuccessfulAwardIDs: [
            '14c61bd5b0964ef4b25c28cdaa2a8971',
            '43847dbe9efa4ea6a480b43978dd29b0',
          ],
          bidIDs: [
            'b5cdf1cf91e64b30b08c24a0bf6b49bb',
            '9d1f0256d7e54eeba9b355ec64bef8e2',
            'b4bdece33b4f4b5fbb2ff777f81c32d2',
          ],
        },
      },
    ]);
  });

  it('does not flag it when another bid on the lot was never decided on (derived)', () => {
    const cdb = derived();
    // Changed further: bid f35aeb, which has no award, also bids on lot b49cb0.
    list(byId(cdb, 'bids', 'f35aeb'), 'lotValues').push({
      relatedLot: 'b49cb01be4c94d1bab81c0c550587201',
      value: { amount: 50, currency: 'UAH' },
    });
    expect(flagsOf('all-but-winner-disqualified', cdb)).toEqual([]);
  });

  it('does not flag a lot with one disqualified bid and a winner (real)', () => {
    expect(
      flagsOf('all-but-winner-disqualified', shippedCdbTender('UA-2024-04-26-006781-a')),
    ).toEqual([]);
  });
});

describe('many-disqualified', () => {
  it('flags a lot with two unsuccessful awards (real sandbox tender)', () => {
    expect(
      flagsOf('many-disqualified', shippedCdbTender('sandbox-UA-2021-03-22-000039-a')),
    ).toEqual([
      {
        code: 'many-disqualified',
        lotID: 'b49cb01be4c94d1bab81c0c550587201',
        evidence: {
          unsuccessfulAwardIDs: [
            '14c61bd5b0964ef4b25c28cdaa2a8971',
            '43847dbe9efa4ea6a480b43978dd29b0',
          ],
          unsuccessfulQualificationIDs: [],
        },
      },
    ]);
  });

  it('flags two unsuccessful pre-qualification decisions (derived from an ESCO tender)', () => {
    const cdb = shippedCdbTender('UA-2024-02-28-009286-a');
    // Changed: both pre-qualification decisions are unsuccessful.
    for (const qualification of list(cdb, 'qualifications')) qualification.status = 'unsuccessful';
    const [flag] = flagsOf('many-disqualified', cdb);
    expect(flag?.lotID).toBeUndefined();
    expect(flag?.evidence).toEqual({
      unsuccessfulAwardIDs: [],
      unsuccessfulQualificationIDs: list(cdb, 'qualifications').map((q) => q.id),
    });
  });

  it('does not flag one unsuccessful and one cancelled award (real)', () => {
    expect(flagsOf('many-disqualified', shippedCdbTender('UA-2024-01-10-005750-a'))).toEqual([]);
  });
});

describe('rewarded-after-upheld-complaint', () => {
  it('does not flag a resolved claim followed by a loss of the same bid (real)', () => {
    expect(
      flagsOf('rewarded-after-upheld-complaint', shippedCdbTender('UA-2024-01-10-005750-a')),
    ).toEqual([]);
  });

  it('flags the same bid awarded again after the claim was resolved (derived)', () => {
    const cdb = shippedCdbTender('UA-2024-01-10-005750-a');
    // Changed: the bid's second award, made after its first was cancelled on a resolved claim,
    // is active instead of unsuccessful.
    byId(cdb, 'awards', '426215').status = 'active';
    const complaint = list(byId(cdb, 'awards', 'f08f4e'), 'complaints').find(
      (c) => c.status === 'resolved',
    );
    expect(flagsOf('rewarded-after-upheld-complaint', cdb)).toEqual([
      {
        code: 'rewarded-after-upheld-complaint',
        lotID: '8b90045565d9e5cc01ba7aa500ac0b74',
        evidence: {
          bidID: 'e0e2674047f74b4da81faa6757a861b7',
          complainedAwardID: byId(cdb, 'awards', 'f08f4e').id,
          complaintID: complaint?.id,
          complaintStatus: 'resolved',
          laterAwardID: byId(cdb, 'awards', '426215').id,
        },
      },
    ]);
  });
});

describe('identical-prices', () => {
  it('flags two tenderers bidding the same amount on a lot (real sandbox tender)', () => {
    const [flag, ...others] = flagsOf(
      'identical-prices',
      shippedCdbTender('sandbox-UA-2024-05-10-000100-a'),
    );
    expect(others).toEqual([]);
    expect(flag?.lotID).toBe('eb3dc007db2a4fa3a8c7a4bdfd09d74c');
    expect(flag?.evidence).toEqual({
      price: { amount: 9482213.44, currency: 'UAH' },
      bids: [
        expect.objectContaining({ tendererID: '12345677' }),
        expect.objectContaining({ tendererID: '23986506' }),
      ],
    });
  });

  it('does not flag prices a kopiyka apart (derived)', () => {
    const cdb = shippedCdbTender('sandbox-UA-2024-05-10-000100-a');
    // Changed: one bid is a kopiyka cheaper.
    const [lotValue] = list(byId(cdb, 'bids', '3635d5'), 'lotValues');
    (lotValue?.value as Json).amount = 9482213.43;
    expect(flagsOf('identical-prices', cdb)).toEqual([]);
  });

  it('does not flag the same tenderer twice (derived)', () => {
    const cdb = shippedCdbTender('sandbox-UA-2024-05-10-000100-a');
    // Changed: the second bid has the first bid's tenderers.
    byId(cdb, 'bids', '802b57').tenderers = byId(cdb, 'bids', '3635d5').tenderers;
    expect(flagsOf('identical-prices', cdb)).toEqual([]);
  });
});

describe('24h-in-simplified', () => {
  it('flags a belowThreshold award with a 24h milestone (real)', () => {
    expect(flagsOf('24h-in-simplified', shippedCdbTender('UA-2026-01-22-001831-a'))).toEqual([
      {
        code: '24h-in-simplified',
        lotID: '8e984195b34d5711ef64427324347a0d',
        evidence: {
          awardID: '590d3206a63a4a428417a50a53ca5e9d',
          bidID: 'a440ff22261d476f822e8d1ae2e24252',
          milestoneID: '6872316b649c4441abc4258e32011924',
          dueDate: '2026-02-04T17:17:57.233163+02:00',
        },
      },
    ]);
  });

  it('does not flag a 24h milestone in an open (aboveThreshold) procedure (real)', () => {
    expect(flagsOf('24h-in-simplified', shippedCdbTender('UA-2024-01-10-005750-a'))).toEqual([]);
  });
});

describe('contract-above-award', () => {
  it('does not flag a contract at the award amount (real)', () => {
    expect(flagsOf('contract-above-award', shippedCdbTender('UA-2022-12-16-017515-a'))).toEqual([]);
  });

  it('flags the tender’s own contract raised above its award (derived)', () => {
    const cdb = shippedCdbTender('UA-2022-12-16-017515-a');
    // Changed: the contract's amount, 482600 like its award's, is 500000.
    const [own] = list(cdb, 'contracts');
    (own?.value as Json).amount = 500000;
    expect(flagsOf('contract-above-award', cdb)).toEqual([
      {
        code: 'contract-above-award',
        lotID: '36c38beba54e43d1b8ef8c94183ce475',
        evidence: {
          contract: {
            id: '501fdab2ea7e4901af8495c717b4d797',
            contractID: 'UA-2022-12-16-017515-a-b1',
            contractNumber: '98 м',
          },
          awardID: 'd4a9ea43230b413f91544d7dcb9bf35d',
          contractValue: { amount: 500000, currency: 'UAH' },
          awardValue: { amount: 482600, currency: 'UAH' },
        },
      },
    ]);
  });

  it('reads the contracting-API contract instead of the tender’s copy of it (derived)', () => {
    const cdb = shippedCdbTender('UA-2022-12-16-017515-a');
    const [own] = list(cdb, 'contracts');
    // Changed: the contracting API's copy of the tender's contract is worth 482600.01.
    const signed = { ...own, value: { amount: 482600.01, currency: 'UAH' }, changes: [] };
    expect(flagsOf('contract-above-award', cdb, [signed])).toHaveLength(1);
  });
});

describe('price-and-term-changed and many-amendments', () => {
  /** A real contract with three active changes, all itemPriceVariation. */
  const real = () => shippedCdbData<Json>('contracts', 'UA-2018-01-09-000706-a-a1');
  const anyTender = () => shippedCdbTender('UA-2023-02-16-009364-a');

  it('do not flag price changes alone as price-and-term (real)', () => {
    expect(flagsOf('price-and-term-changed', anyTender(), [real()])).toEqual([]);
  });

  it('flag a change of the price together with the term (derived)', () => {
    const signed = real();
    // Changed: the second change is also a durationExtension.
    const second = list(signed, 'changes')[1];
    if (second) second.rationaleTypes = ['itemPriceVariation', 'durationExtension'];
    expect(flagsOf('price-and-term-changed', anyTender(), [signed])).toEqual([
      {
        code: 'price-and-term-changed',
        evidence: {
          contract: {
            id: 'b30ee5ea395f4fa790f8f51a08d580e8',
            contractID: 'UA-2018-01-09-000706-a-a1',
            contractNumber: '18',
          },
          changes: [
            {
              changeID: '0e7642b0f12c49d89cd28883699abe5e',
              rationaleTypes: ['itemPriceVariation', 'durationExtension'],
              dateSigned: '2018-12-12T08:34:00+02:00',
            },
          ],
        },
      },
    ]);
  });

  it('flag three active changes as many amendments (real)', () => {
    const [flag] = flagsOf('many-amendments', anyTender(), [real()]);
    expect(flag?.evidence.changeIDs).toEqual([
      '6c8eb9c8c75242ef8a624c7b9dec524a',
      '0e7642b0f12c49d89cd28883699abe5e',
      '08b075429f4d4a81b5919c26b97c7ce7',
    ]);
  });

  it('do not count a change that is not active (derived)', () => {
    const signed = real();
    // Changed: the last change is pending.
    const changes = list(signed, 'changes');
    const last = changes[changes.length - 1];
    if (last) last.status = 'pending';
    expect(flagsOf('many-amendments', anyTender(), [signed])).toEqual([]);
  });
});

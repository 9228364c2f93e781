import { describe, expect, it } from 'vitest';
import type { ItemResponse } from '../../contract/api.ts';
import type { Flag } from '../../contract/flags.ts';
import type { Tender } from '../../contract/tender.ts';
import { computeFlags, flagCodes } from '../../server/flags/index.ts';
import { ingestAsAnotherProcess } from './ingest-as-another-process.ts';
import { backends, useHarness } from './backends.ts';
import { shippedCdbData, shippedCdbTender, shippedCdbTenders } from '../support/shipped-cdb.ts';

type Json = Record<string, unknown>;

/** A real shipped tender with one lot, one bid, one active award and its own contract. */
const SINGLE_BID = 'UA-2022-12-16-017515-a';
/** The real cheapest-disqualified tender of the shipped data. */
const CHEAPEST = 'UA-2024-01-10-005750-a';

describe.each(backends)('red flags in GET /api/tenders/:id on $name', (backend) => {
  const h = useHarness(backend);
  const get = (id: string, headers: Record<string, string> = {}) =>
    h().app.inject({ url: `/api/tenders/${id}`, headers });

  const ingest = (objects: Json[]) => ingestAsAnotherProcess(h().db, objects);

  const flagCodesColumn = async (tenderID: string): Promise<string[]> => {
    const { rows } = await h().db.query<{ flag_codes: string[] }>(
      'SELECT flag_codes FROM tenders WHERE tender_id = $1',
      [tenderID],
    );
    return rows[0]?.flag_codes ?? [];
  };

  it('serves a flagged shipped tender’s flags with their evidence', async () => {
    const res = await get(CHEAPEST);
    expect(res.statusCode).toBe(200);
    const { flags } = res.json<ItemResponse<Tender>>().data;
    expect(flags).toEqual([
      expect.objectContaining({
        code: 'cheapest-disqualified',
        lotID: '8b90045565d9e5cc01ba7aa500ac0b74',
        evidence: expect.objectContaining({
          disqualifiedAwardID: '426215d2296d4ed7bd585b51623d355b',
          winnerAwardID: '8dae60ffd40e4eec9b8ac30b58eef608',
        }) as unknown,
      }),
    ]);
    expect(await flagCodesColumn(CHEAPEST)).toEqual(['cheapest-disqualified']);
  });

  it('serves an empty list for a tender without flags', async () => {
    const res = await get('UA-2024-02-28-009286-a');
    expect(res.json<ItemResponse<Tender>>().data.flags).toEqual([]);
  });

  it('stores for every shipped tender the flags the rules compute, codes and all', async () => {
    const { rows } = await h().db.query<{ id: string; flags: Flag[]; flag_codes: string[] }>(
      `SELECT id, data->'flags' AS flags, flag_codes FROM tenders`,
    );
    const stored = new Map(rows.map((row) => [row.id, row]));
    const tenders = shippedCdbTenders();
    expect(tenders.length).toBeGreaterThan(100);
    for (const cdb of tenders) {
      const flags = computeFlags(cdb, []);
      expect(stored.get(cdb.id)?.flags, cdb.tenderID).toEqual(flags);
      expect(stored.get(cdb.id)?.flag_codes, cdb.tenderID).toEqual(flagCodes(flags));
    }
  });

  it('reruns the contract rules when a contract arrives, and the answer gets a new ETag', async () => {
    const before = await get(SINGLE_BID);
    const tender = before.json<ItemResponse<Tender>>().data;
    expect(tender.flags.map((flag) => flag.code)).toEqual(['single-bid']);
    const [award] = tender.awards;
    // A real contracting-API contract with three active price changes (641112.06 UAH), moved to
    // this tender's award of 482600 UAH (and newer than its shipped copy).
    const contract = {
      ...shippedCdbData<Json>('contracts', 'UA-2018-01-09-000706-a-a1.json'),
      tender_id: tender.id,
      awardID: award?.id,
      dateModified: new Date().toISOString(),
    };
    await ingest([contract]);

    // Another process's write reaches the answers kept here once its NOTIFY arrives.
    const unchangedSince = { 'if-none-match': String(before.headers.etag) };
    await expect
      .poll(async () => (await get(SINGLE_BID, unchangedSince)).statusCode, { timeout: 2000 })
      .toBe(200);
    const after = await get(SINGLE_BID, unchangedSince);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const { flags } = after.json<ItemResponse<Tender>>().data;
    expect(flags.map((flag) => flag.code)).toEqual([
      'single-bid',
      'contract-above-award',
      'many-amendments',
    ]);
    expect(flags[1]?.evidence).toEqual({
      contract: {
        id: 'b30ee5ea395f4fa790f8f51a08d580e8',
        contractID: 'UA-2018-01-09-000706-a-a1',
        contractNumber: '18',
      },
      awardID: award?.id,
      contractValue: { amount: 641112.06, currency: 'UAH' },
      awardValue: { amount: 482600, currency: 'UAH' },
    });
    expect(await flagCodesColumn(SINGLE_BID)).toEqual([
      'single-bid',
      'contract-above-award',
      'many-amendments',
    ]);

    // The tender written again keeps the flags of the contract it is joined to.
    const cdb = shippedCdbTender(SINGLE_BID);
    await ingest([{ ...cdb, dateModified: new Date().toISOString() }]);
    const rewritten = { 'if-none-match': String(after.headers.etag) };
    await expect
      .poll(async () => (await get(SINGLE_BID, rewritten)).statusCode, { timeout: 2000 })
      .toBe(200);
    const again = (await get(SINGLE_BID)).json<ItemResponse<Tender>>().data;
    expect(again.flags).toEqual(flags);
  });
});

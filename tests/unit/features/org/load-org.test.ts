import { readFileSync } from 'node:fs';
import path from 'node:path';
import ky from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrgProfile } from '../../../../contract/org';
import { loadOrg } from '../../../../src/features/org/load-org';
import { givenLocalDb } from '../../../../src/lib/local-db';
import {
  capViewedOrgs,
  clearViewed,
  VIEWED_TENDERS_CAP,
} from '../../../../src/lib/offline/viewed-cap';
import { deleteTestDbs, testDb } from '../../lib/offline/shipped-api';

/** A real answer of GET /api/orgs/:edrpou (tests/fixtures/orgs, kept equal by a server test). */
const BUYER = '08140309';
const profile = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, `../../../fixtures/orgs/${BUYER}.json`), 'utf8'),
) as OrgProfile;

/** An API that answers the profile, or fails as a network without a connection does. */
const api = (online: boolean) =>
  ky.create({
    prefixUrl: 'http://portal.test/api',
    retry: 0,
    fetch: (input) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      const url = input instanceof Request ? input.url : String(input);
      return Promise.resolve(
        url.endsWith(`/orgs/${BUYER}`)
          ? Response.json({ data: profile })
          : Response.json({ message: 'not found' }, { status: 404 }),
      );
    },
  });

afterEach(deleteTestDbs);

describe('a viewed profile kept for offline reading', () => {
  it('is kept when fetched and served from the device offline with the time it was fetched', async () => {
    const db = testDb();
    const localDb = givenLocalDb(db);
    const first = await loadOrg(BUYER, { http: api(true), localDb, now: () => 1_000 });
    expect(first.storedAt).toBeUndefined();
    await first.saved;
    const kept = await db.orgs.get(BUYER);
    expect(kept?.data.buyer?.tenders).toBe(11);

    const offline = await loadOrg(BUYER, {
      http: api(false),
      localDb,
      isOnline: () => false,
      retryDelayMs: 0,
    });
    expect(offline.profile.names).toEqual(['Військова частина А2920']);
    expect(offline.storedAt).toBe(kept?.storedAt);
  });

  it('keeps at most as many profiles as viewed tenders, the latest viewed, and clears them', async () => {
    const db = testDb();
    await db.orgs.bulkPut(
      Array.from({ length: VIEWED_TENDERS_CAP + 2 }, (_, index) => ({
        edrpou: String(10_000_000 + index),
        data: profile,
        storedAt: index,
        viewedAt: index,
      })),
    );
    expect(await capViewedOrgs(db)).toBe(2);
    expect(await db.orgs.get('10000000')).toBeUndefined();
    expect(await db.orgs.count()).toBe(VIEWED_TENDERS_CAP);
    await clearViewed(db);
    expect(await db.orgs.count()).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CdbTender } from '../../../../server/ingest/cdb';
import { toTenderOwnTabs } from '../../../../server/ingest/transform/tabs/own-tabs';
import { toPortalTender } from '../../../../server/ingest/transform/tender';
import { refreshSavedTenders } from '../../../../src/features/saved/refresh/refresh-saved';
import {
  fetchTenderCopy,
  readTenderCopy,
  replaceTenderCopy,
} from '../../../../src/features/tender/store/tender-copy';
import { PortalDb } from '../../../../src/lib/db';
import { createHttp } from '../../../../src/lib/http';
import { shippedCdbTender } from '../../../support/shipped-cdb';

const databases: PortalDb[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}

const ENQUIRIES = 'UA-2026-02-02-013069-a';
const MINIMAL = 'UA-2025-11-29-000037-a';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The portal API at the network boundary for the given CDB tenders: the tender and its four
 * tabs as the server builds them; `down` answers every request of a tender with a 503.
 */
function fakePortal(tenders: CdbTender[]) {
  const held = new Map(tenders.map((tender) => [tender.id, tender]));
  const down = new Set<string>();
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : new Request(input, init).url);
    const [, , , id, tab] = url.pathname.split('/');
    const cdb = [...held.values()].find((tender) => tender.id === id || tender.tenderID === id);
    if (!cdb) return Promise.resolve(json(404, { message: 'not found' }));
    if (down.has(cdb.id)) return Promise.resolve(json(503, { message: 'down' }));
    const tabs = toTenderOwnTabs(cdb);
    const answers: Record<string, unknown> = {
      questions: tabs.questions,
      complaints: tabs.complaints,
      monitorings: [],
      agreements: { agreements: tabs.agreements, contracts: tabs.contracts },
    };
    return Promise.resolve(json(200, { data: tab ? answers[tab] : toPortalTender(cdb) }));
  };
  const http = createHttp({ prefixUrl: 'http://portal.test/api', fetch });
  const publish = (tender: CdbTender) => held.set(tender.id, tender);
  return { http, down, publish };
}

async function savedDevice(...tenderIDs: string[]) {
  const tenders = tenderIDs.map((tenderID) => structuredClone(shippedCdbTender(tenderID)));
  const portal = fakePortal(tenders);
  const db = new PortalDb(`refresh-${crypto.randomUUID()}`);
  databases.push(db);
  for (const tender of tenders) {
    await replaceTenderCopy(db, await fetchTenderCopy(tender.id, portal.http), { save: true });
  }
  return { db, portal, tenders };
}

describe('refreshing saved tenders in the background', () => {
  it('logs what changed in one saved tender and nothing for another', async () => {
    const { db, portal, tenders } = await savedDevice(ENQUIRIES, MINIMAL);
    const newer = structuredClone(must(tenders[0])) as CdbTender & Record<string, unknown>;
    newer.status = 'active.tendering';
    newer.dateModified = '2026-11-23T09:00:00+02:00';
    const question = { id: 'q-new', title: 'Чи можна еквівалент?', date: newer.dateModified };
    newer.questions = [...((newer.questions as unknown[] | undefined) ?? []), question];
    portal.publish(newer);

    const report = await refreshSavedTenders(db, { http: portal.http, isOnline: () => true });

    expect(report).toEqual({ refreshed: 2, failed: 0, changes: 2 });
    const changes = await db.changes.toArray();
    expect(
      changes.map(({ tenderID, kind, before, after, subject, read }) => ({
        tenderID,
        kind,
        before,
        after,
        subject,
        read,
      })),
    ).toEqual([
      {
        tenderID: ENQUIRIES,
        kind: 'status',
        before: must(tenders[0]).status,
        after: 'active.tendering',
        subject: undefined,
        read: 0,
      },
      {
        tenderID: ENQUIRIES,
        kind: 'question.new',
        before: undefined,
        after: undefined,
        subject: question.title,
        read: 0,
      },
    ]);
    const copy = await readTenderCopy(db, newer.id);
    expect(copy?.tender.status).toBe('active.tendering');
    expect(copy?.tabs.questions?.data.questions.map((entry) => entry.id)).toContain('q-new');

    // A second round finds the copies current: nothing more is logged.
    await refreshSavedTenders(db, { http: portal.http, isOnline: () => true });
    expect(await db.changes.count()).toBe(2);
  });

  it('keeps the held copy of a tender whose refresh fails and marks it, the others go on', async () => {
    const { db, portal, tenders } = await savedDevice(ENQUIRIES, MINIMAL);
    const failing = must(tenders[0]);
    const working = must(tenders[1]);
    const changed: CdbTender = { ...structuredClone(failing), status: 'cancelled' };
    portal.publish(changed);
    portal.down.add(failing.id);
    const held = await readTenderCopy(db, failing.id);

    const report = await refreshSavedTenders(db, {
      http: portal.http,
      isOnline: () => true,
      now: () => 1234,
    });

    expect(report).toEqual({ refreshed: 1, failed: 1, changes: 0 });
    expect(await readTenderCopy(db, failing.id)).toEqual(held);
    expect(await db.savedTenders.get(failing.id)).toMatchObject({
      checkedAt: 1234,
      failedAt: 1234,
    });
    const ok = await db.savedTenders.get(working.id);
    expect(ok).toMatchObject({ checkedAt: 1234 });
    expect(ok?.failedAt).toBeUndefined();

    // Back up: the next round succeeds, clears the failure and logs the change.
    portal.down.clear();
    await refreshSavedTenders(db, { http: portal.http, isOnline: () => true });
    expect((await db.savedTenders.get(failing.id))?.failedAt).toBeUndefined();
    expect(await db.changes.where('tenderId').equals(failing.id).toArray()).toMatchObject([
      { kind: 'status', before: failing.status, after: 'cancelled' },
    ]);
  });

  it('does nothing offline', async () => {
    const { db, portal } = await savedDevice(MINIMAL);
    const before = await db.savedTenders.toArray();
    const report = await refreshSavedTenders(db, { http: portal.http, isOnline: () => false });
    expect(report).toEqual({ refreshed: 0, failed: 0, changes: 0 });
    expect(await db.savedTenders.toArray()).toEqual(before);
  });
});

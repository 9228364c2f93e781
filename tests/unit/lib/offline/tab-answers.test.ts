import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTender } from '../../../../src/features/tender/load-tender';
import { loadTenderTab } from '../../../../src/features/tender/tabs/tab-load';
import type { TabLoadDeps } from '../../../../src/features/tender/tabs/tab-load';
import type { PortalDb, TenderTabAnswers } from '../../../../src/lib/db';
import { givenLocalDb } from '../../../../src/lib/local-db';
import { DEFAULT_EXPIRY_MS } from '../../../../src/lib/reference-data';
import { shippedCdbTender } from '../../../support/shipped-cdb';
import { deleteTestDbs, shippedTenderApi, testDb } from './shipped-api';

/** A real tender with a question, opened by its tenderID as the tender page's address does. */
const TENDER = 'UA-2024-01-10-005750-a';

function setup() {
  const api = shippedTenderApi([TENDER]);
  const db = testDb();
  const [{ tender, tabs }] = api.answers as [(typeof api.answers)[0]];
  const deps = (extra: Partial<TabLoadDeps> = {}) => ({
    http: api.http,
    localDb: givenLocalDb(db),
    isOnline: () => true,
    retryDelayMs: 1,
    logError: vi.fn(),
    ...extra,
  });
  const viewTender = async () => (await loadTender(TENDER, deps())).saved;
  const openTab = async (extra: Partial<TabLoadDeps> = {}) => {
    const loaded = await loadTenderTab(TENDER, 'questions', deps(extra));
    await loaded.saved;
    return loaded.answer;
  };
  return { api, db, tender, tabs, deps, viewTender, openTab };
}

const heldTabs = (db: PortalDb) => db.tenderTabs.toArray();

afterEach(deleteTestDbs);

describe('tab answers kept with the tender they belong to', () => {
  it('keeps an answer under the tender’s internal id and serves it offline without a request', async () => {
    const { api, db, tender, tabs, viewTender, openTab } = setup();
    await viewTender();
    expect(await openTab()).toEqual(tabs.questions);
    expect(await heldTabs(db)).toMatchObject([
      { tenderId: tender.id, endpoint: 'questions', answer: tabs.questions },
    ]);
    const before = api.requests.length;
    expect(await openTab({ isOnline: () => false })).toEqual(tabs.questions);
    expect(api.requests).toHaveLength(before);
    expect(tabs.questions.data.questions).toHaveLength(
      (shippedCdbTender(TENDER).questions as unknown[]).length,
    );
  });

  it('serves the held answer when the network fails', async () => {
    const { api, viewTender, openTab, tabs } = setup();
    await viewTender();
    await openTab();
    api.modes.splice(0, api.modes.length, 'offline');
    expect(await openTab()).toEqual(tabs.questions);
  });

  it('an answer that arrives before the tender’s copy is written goes into it', async () => {
    const { db, tender, tabs, viewTender, openTab } = setup();
    expect(await openTab()).toEqual(tabs.questions);
    expect(await heldTabs(db)).toEqual([]);
    await viewTender();
    expect(await heldTabs(db)).toMatchObject([
      { tenderId: tender.id, endpoint: 'questions', answer: tabs.questions },
    ]);
  });

  it('without a held answer a failure gives nothing, and a 404 never serves a held one', async () => {
    const { api, db, tender, viewTender, openTab } = setup();
    api.modes.splice(0, api.modes.length, 'offline');
    expect(await openTab()).toBeUndefined();
    api.modes.splice(0, api.modes.length, 'online');
    await viewTender();
    await openTab();
    await db.tenders.update(tender.id, { tenderID: 'UA-0000-00-00-000000-a' });
    expect(
      await loadTenderTab('UA-0000-00-00-000000-a', 'questions', {
        http: api.http,
        localDb: givenLocalDb(db),
        logError: vi.fn(),
        now: () => Date.now() + DEFAULT_EXPIRY_MS,
      }),
    ).toMatchObject({ answer: undefined });
  });

  it('a damaged held answer is deleted, not served', async () => {
    const { api, db, tender, viewTender, openTab } = setup();
    await viewTender();
    await openTab();
    // As an older build or a broken write could have left it: not the lists the tab reads.
    const damaged = { data: { questions: 3 } } as unknown as TenderTabAnswers['questions'];
    await db.tenderTabs.update([tender.id, 'questions'], { answer: damaged });
    api.modes.splice(0, api.modes.length, 'offline');
    expect(await openTab({ isOnline: () => false })).toBeUndefined();
    expect(await heldTabs(db)).toEqual([]);
  });
});

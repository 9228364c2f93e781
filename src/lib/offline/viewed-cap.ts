import type { PortalDb } from '../db';
import { withStorage } from '../storage';

/** Viewed (not saved) tenders the device keeps: the most recently opened ones. */
export const VIEWED_TENDERS_CAP = 200;

/**
 * Deletes the viewed tenders beyond the newest `cap` by last view, with their tab answers.
 * Saved tenders are never counted nor deleted. Resolves with the number deleted.
 */
export function capViewed(db: PortalDb, cap = VIEWED_TENDERS_CAP): Promise<number> {
  return withStorage('cap viewed tenders', () =>
    db.transaction('rw', [db.tenders, db.tenderTabs, db.savedTenders], async () => {
      const saved = new Set(await db.savedTenders.toCollection().primaryKeys());
      const newestFirst = await db.tenders.orderBy('viewedAt').reverse().primaryKeys();
      const beyond = newestFirst.filter((id) => !saved.has(id)).slice(cap);
      if (beyond.length === 0) return 0;
      await db.tenders.bulkDelete(beyond);
      await db.tenderTabs.where('tenderId').anyOf(beyond).delete();
      return beyond.length;
    }),
  );
}

/** Deletes the viewed organisation profiles beyond the newest `cap` by last view. */
export function capViewedOrgs(db: PortalDb, cap = VIEWED_TENDERS_CAP): Promise<number> {
  return withStorage('cap viewed profiles', () =>
    db.transaction('rw', db.orgs, async () => {
      const beyond = (await db.orgs.orderBy('viewedAt').reverse().primaryKeys()).slice(cap);
      await db.orgs.bulkDelete(beyond);
      return beyond.length;
    }),
  );
}

/** Deletes every viewed (not saved) tender with its tabs, every article and every profile. */
export function clearViewed(db: PortalDb): Promise<number> {
  const tables = [db.tenders, db.tenderTabs, db.savedTenders, db.articles, db.orgs];
  return withStorage('clear viewed', () =>
    db.transaction('rw', tables, async () => {
      const saved = new Set(await db.savedTenders.toCollection().primaryKeys());
      const viewed = (await db.tenders.toCollection().primaryKeys()).filter((id) => !saved.has(id));
      await db.tenders.bulkDelete(viewed);
      await db.tenderTabs.where('tenderId').anyOf(viewed).delete();
      const articles = await db.articles.count();
      await db.articles.clear();
      const orgs = await db.orgs.count();
      await db.orgs.clear();
      return viewed.length + articles + orgs;
    }),
  );
}

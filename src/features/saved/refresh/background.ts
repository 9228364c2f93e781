import type { PortalDb } from '../../../lib/db';
import { refreshSavedTenders } from './refresh-saved';
import { scheduleWhileOnline } from './schedule';

/** Keeps the saved tenders fresh while the app is open and online; returns the way to stop. */
export const startSavedTendersRefresh = (db: PortalDb): (() => void) =>
  scheduleWhileOnline({ run: () => refreshSavedTenders(db) });

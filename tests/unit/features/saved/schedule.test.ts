import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleRefresh } from '../../../../src/features/saved/refresh/schedule';
import type { RefreshReason } from '../../../../src/features/saved/refresh/schedule';
import {
  maxAgeFor,
  watchSavedSearches,
} from '../../../../src/features/saved/refresh/saved-search-checks';
import {
  saveSearch,
  SEARCH_CHECK_INTERVAL_MS,
} from '../../../../src/features/saved/store/saved-searches';
import { PortalDb } from '../../../../src/lib/db';
import { fakeSearchApi, searchPage, shippedTenders } from './search-api';

/** A refresh that stays in progress until the test lets it finish. */
function controlledRun() {
  const reasons: RefreshReason[] = [];
  const finishers: (() => void)[] = [];
  const run = (reason: RefreshReason) =>
    new Promise<void>((resolve) => {
      reasons.push(reason);
      finishers.push(resolve);
    });
  return { reasons, finishers, run };
}

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => {
    stop();
  });
  vi.useRealTimers();
});

describe('the background refresh schedule', () => {
  it('runs on start, on reconnect and on each interval, one run at a time', async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const { reasons, finishers, run } = controlledRun();
    stops.push(scheduleRefresh(run, { intervalMs: 1000, target, isOnline: () => true }));
    expect(reasons).toEqual(['start']);
    // During the run a reconnect and a tick arrive: the reconnect runs once, after it.
    target.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(1000);
    expect(reasons).toEqual(['start']);
    finishers.shift()?.();
    await vi.waitFor(() => {
      expect(reasons).toEqual(['start', 'online']);
    });
    finishers.shift()?.();
    await Promise.resolve();
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => {
      expect(reasons).toEqual(['start', 'online', 'interval']);
    });
  });

  it('does nothing while offline, and stops when told', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    let online = false;
    const { reasons, run } = controlledRun();
    const stop = scheduleRefresh(run, { intervalMs: 1000, target, isOnline: () => online });
    vi.advanceTimersByTime(3000);
    expect(reasons).toEqual([]);
    online = true;
    stop();
    target.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(3000);
    expect(reasons).toEqual([]);
  });
});

describe('the saved-search checks', () => {
  it('check searches older than 10 minutes on start and every one on reconnect', () => {
    expect(maxAgeFor('start')).toBe(SEARCH_CHECK_INTERVAL_MS);
    expect(maxAgeFor('interval')).toBe(SEARCH_CHECK_INTERVAL_MS);
    expect(maxAgeFor('online')).toBe(0);
  });

  it('start only where a search is saved, and count what is new on reconnect', async () => {
    const db = new PortalDb(`search-checks-${crypto.randomUUID()}`);
    try {
      const first = shippedTenders(4);
      const api = fakeSearchApi(first);
      const target = new EventTarget();
      const options = { http: api.http, target, isOnline: () => true };
      expect(await watchSavedSearches(db, options)).toBeUndefined();
      const record = await saveSearch(db, 'tender', { text: 'ремонт' }, searchPage(first));
      const stop = await watchSavedSearches(db, options);
      if (stop) stops.push(stop);
      expect(stop).toBeTypeOf('function');
      // Saved just now: the start check leaves it; a reconnect checks it.
      api.state.tenders = [...shippedTenders(1, 4), ...first];
      target.dispatchEvent(new Event('online'));
      await vi.waitFor(async () => {
        expect((await db.savedSearches.get(record.id))?.newCount).toBe(1);
      });
      expect(api.requests).toHaveLength(1);
    } finally {
      await db.delete();
    }
  });
});

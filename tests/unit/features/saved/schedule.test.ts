import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backgroundRound,
  searchMaxAgeFor,
} from '../../../../src/features/saved/refresh/background';
import { scheduleWhileOnline } from '../../../../src/features/saved/refresh/schedule';
import type { RefreshReason } from '../../../../src/features/saved/refresh/schedule';
import {
  saveSearch,
  SEARCH_CHECK_INTERVAL_MS,
} from '../../../../src/features/search/store/saved-searches';
import { PortalDb } from '../../../../src/lib/db';
import { fakeSearchApi, searchPage, shippedTenders } from './search-api';

afterEach(() => {
  vi.useRealTimers();
});

describe('the background schedule', () => {
  /** Rounds that stay in progress until the test lets them finish. */
  function setup(online = true) {
    vi.useFakeTimers();
    const listeners = new Set<() => void>();
    const reconnect = () => {
      listeners.forEach((listener) => {
        listener();
      });
    };
    const state = { online, reasons: [] as RefreshReason[], finish: [] as (() => void)[] };
    const stop = scheduleWhileOnline({
      run: (reason) => {
        state.reasons.push(reason);
        return new Promise<void>((resolve) => state.finish.push(resolve));
      },
      isOnline: () => state.online,
      onReconnection: (listener) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      everyMs: 600_000,
    });
    const finishRound = async () => {
      state.finish.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    };
    return { reconnect, state, stop, finishRound };
  }

  it('runs at once, on reconnection and ten minutes after the last round', async () => {
    const { reconnect, state, stop, finishRound } = setup();
    expect(state.reasons).toEqual(['start']);
    await finishRound();
    reconnect();
    expect(state.reasons).toEqual(['start', 'online']);
    await finishRound();
    await vi.advanceTimersByTimeAsync(599_000);
    expect(state.reasons).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.reasons).toEqual(['start', 'online', 'interval']);
    stop();
    await finishRound();
    reconnect();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(state.reasons, 'stopped').toHaveLength(3);
  });

  it('runs one round at a time: a reconnection during a round runs once after it', async () => {
    const { reconnect, state, stop, finishRound } = setup();
    reconnect();
    reconnect();
    expect(state.reasons).toEqual(['start']);
    await finishRound();
    expect(state.reasons).toEqual(['start', 'online']);
    await finishRound();
    expect(state.reasons).toHaveLength(2);
    stop();
  });

  it('waits offline for the connection', async () => {
    const { reconnect, state, stop } = setup(false);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(state.reasons).toEqual([]);
    state.online = true;
    reconnect();
    expect(state.reasons).toEqual(['online']);
    stop();
  });
});

describe('the saved-search checks of a background round', () => {
  it('check searches older than 10 minutes on start and every one on reconnect', () => {
    expect(searchMaxAgeFor('start')).toBe(SEARCH_CHECK_INTERVAL_MS);
    expect(searchMaxAgeFor('interval')).toBe(SEARCH_CHECK_INTERVAL_MS);
    expect(searchMaxAgeFor('online')).toBe(0);
  });

  it('leave a search saved just now on start and count what is new on reconnect', async () => {
    const db = new PortalDb(`search-checks-${crypto.randomUUID()}`);
    try {
      const first = shippedTenders(4);
      const api = fakeSearchApi(first);
      const record = await saveSearch(db, 'tender', { text: 'ремонт' }, searchPage(first));
      api.state.tenders = [...shippedTenders(1, 4), ...first];
      await backgroundRound(db, 'start', { http: api.http });
      expect(api.requests).toHaveLength(0);
      await backgroundRound(db, 'online', { http: api.http });
      expect(api.requests).toHaveLength(1);
      expect((await db.savedSearches.get(record.id))?.newCount).toBe(1);
    } finally {
      await db.delete();
    }
  });
});

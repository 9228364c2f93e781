import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Fresh module state for each test: the reach is the page's one global state. */
const load = async () => {
  vi.resetModules();
  const reach = await import('../../../src/lib/server-reach');
  const online = await import('../../../src/lib/use-online');
  return { ...reach, ...online };
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('server reach: a server that does not answer counts as offline', () => {
  it('a network failure makes the portal offline, and the next answer online again', async () => {
    const { noteAnswer, noteNoAnswer, isOnline, offlineSince, subscribeServerReach } = await load();
    const changes = vi.fn();
    subscribeServerReach(changes);
    expect(isOnline()).toBe(true);

    noteNoAnswer();
    expect(isOnline()).toBe(false);
    expect(offlineSince()).toBe(Date.now());
    expect(changes).toHaveBeenCalledTimes(1);

    noteAnswer(200);
    expect(isOnline()).toBe(true);
    expect(offlineSince()).toBeUndefined();
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('a 5xx answer is no answer; a 4xx is an answer', async () => {
    const { noteAnswer, isServerReachable } = await load();
    noteAnswer(503);
    expect(isServerReachable()).toBe(false);
    noteAnswer(404);
    expect(isServerReachable()).toBe(true);
    noteAnswer(500);
    expect(isServerReachable()).toBe(false);
  });

  it('probes after 2 s, then less and less often, and stops once the server answers', async () => {
    const { noteAnswer, noteNoAnswer, setServerProbe } = await load();
    const probe = vi.fn(() => Promise.resolve());
    setServerProbe(probe);
    noteNoAnswer();
    noteNoAnswer();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(probe).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(probe).toHaveBeenCalledTimes(2);
    // 8, 16, then every 30 s.
    await vi.advanceTimersByTimeAsync(8_000 + 16_000 + 30_000 + 30_000);
    expect(probe).toHaveBeenCalledTimes(6);

    noteAnswer(200);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).toHaveBeenCalledTimes(6);

    // Out of reach again: the first probe comes soon again.
    noteNoAnswer();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(probe).toHaveBeenCalledTimes(7);
  });

  it('a device back on a network asks the server at once, not at the next probe', async () => {
    // The page's window and a tab in view: the events the browser sends them.
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    const { noteNoAnswer, setServerProbe } = await load();
    const probe = vi.fn(() => Promise.resolve());
    setServerProbe(probe);
    for (let failure = 0; failure < 4; failure += 1) noteNoAnswer();
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000);
    expect(probe).toHaveBeenCalledTimes(3);

    page.dispatchEvent(new Event('online'));
    expect(probe).toHaveBeenCalledTimes(4);
    // And the probes start over from the soonest.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(probe).toHaveBeenCalledTimes(5);
  });

  it('a reconnection is told when the device is back online and again when the server is', async () => {
    const page = new EventTarget();
    const device = { onLine: true };
    vi.stubGlobal('window', page);
    vi.stubGlobal('navigator', device);
    const { noteAnswer, noteNoAnswer, subscribeReconnection } = await load();
    const reconnected = vi.fn();
    const stop = subscribeReconnection(reconnected);

    // Offline, a request fails; back online, the server has not answered yet: not yet.
    device.onLine = false;
    page.dispatchEvent(new Event('offline'));
    noteNoAnswer();
    device.onLine = true;
    page.dispatchEvent(new Event('online'));
    expect(reconnected).not.toHaveBeenCalled();
    noteAnswer(200);
    expect(reconnected).toHaveBeenCalledTimes(1);

    // The device alone going away and coming back.
    device.onLine = false;
    page.dispatchEvent(new Event('offline'));
    device.onLine = true;
    page.dispatchEvent(new Event('online'));
    expect(reconnected).toHaveBeenCalledTimes(2);

    stop();
    noteNoAnswer();
    noteAnswer(200);
    expect(reconnected).toHaveBeenCalledTimes(2);
  });

  it('saved searches and tenders are checked as soon as the server answers again', async () => {
    vi.stubGlobal('window', new EventTarget());
    const { noteAnswer, noteNoAnswer } = await load();
    const { scheduleWhileOnline } = await import('../../../src/features/saved/refresh/schedule');
    const rounds: string[] = [];
    noteNoAnswer();
    const stop = scheduleWhileOnline({
      run: (reason) => {
        rounds.push(reason);
        return Promise.resolve();
      },
    });
    expect(rounds).toEqual([]);
    noteAnswer(200);
    expect(rounds).toEqual(['online']);
    stop();
  });
});

import { createMemoryRouter, data } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOr404 } from '../../../src/lib/offline-route';
import { isUnavailableOffline, unavailableOffline } from '../../../src/lib/offline-route';

/** The error a route ends with when its loader throws `thrown`, as the router hands it over. */
async function routeError(thrown: unknown): Promise<unknown> {
  return loaderError(() => {
    throw thrown;
  });
}

/** The error a route ends with when its loader is `loader`. */
async function loaderError(loader: () => unknown): Promise<unknown> {
  const router = createMemoryRouter([{ id: 'page', path: '/', loader }], { initialEntries: ['/'] });
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
    if (router.state.initialized) resolve();
  });
  const error: unknown = router.state.errors?.['page'];
  router.dispose();
  return error;
}

describe('a page not available offline', () => {
  it('reaches the error page as such', async () => {
    expect(isUnavailableOffline(await routeError(unavailableOffline()))).toBe(true);
  });

  it('is told apart from a 404, a 503 of the server and other failures', async () => {
    expect(isUnavailableOffline(await routeError(data(null, { status: 404 })))).toBe(false);
    expect(isUnavailableOffline(await routeError(data(null, { status: 503 })))).toBe(false);
    expect(isUnavailableOffline(await routeError(new TypeError('Failed to fetch')))).toBe(false);
  });
});

describe('an entity page (plan, framework, product) that fails to load', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const failing = () =>
    loadOr404('Plan UA-P-1', () => Promise.reject(new TypeError('Failed to fetch')));

  it('is not available offline when the device is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isUnavailableOffline(await loaderError(failing))).toBe(true);
  });

  it('is not found when online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await loaderError(failing);
    expect(isUnavailableOffline(error)).toBe(false);
    expect(error).toMatchObject({ status: 404 });
  });
});

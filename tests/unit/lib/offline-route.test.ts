import { createMemoryRouter, data } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isUnavailableOffline, unavailableOffline } from '../../../src/lib/offline-route';

/** The error a route ends with when its loader throws `thrown`, as the router hands it over. */
async function routeError(thrown: unknown): Promise<unknown> {
  const router = createMemoryRouter(
    [
      {
        id: 'page',
        path: '/',
        loader: () => {
          throw thrown;
        },
      },
    ],
    { initialEntries: ['/'] },
  );
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

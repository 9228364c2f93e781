import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { toTenderOwnTabs } from '../../../../../server/ingest/transform/tabs/own-tabs';
import { fetchTenderTab } from '../../../../../src/features/tender/tabs/tab-api';
import {
  EMPTY_TAB_ANSWERS,
  tenderTabLoader,
} from '../../../../../src/features/tender/tabs/tab-data';
import { PortalDb } from '../../../../../src/lib/db';
import { createHttp } from '../../../../../src/lib/http';
import { givenLocalDb } from '../../../../../src/lib/local-db';
import { shippedCdbTender } from '../../../../support/shipped-cdb';

const TENDER = 'UA-2024-01-10-005750-a';

/** A database that holds nothing: the loads below meet the network alone. */
const localDb = givenLocalDb(new PortalDb(`tab-data-${crypto.randomUUID()}`));

/** The portal API at the network boundary: the answer it gives ('offline': a network failure). */
const apiAnswering = (answer: unknown, requests: string[] = []) =>
  createHttp({
    prefixUrl: 'http://portal.test/api',
    fetch: (input, init) => {
      requests.push(new Request(input, init).url);
      if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      );
    },
  });

const loaderArgs = (signal?: AbortSignal): LoaderFunctionArgs => {
  const url = new URL(`http://portal.test/tender/${TENDER}/questions`);
  return {
    params: { id: TENDER },
    request: new Request(url, { signal }),
    url,
    pattern: '/tender/:id/questions',
    context: {},
  };
};

describe('tender tab data', () => {
  it('fetches the tab from its endpoint', async () => {
    const requests: string[] = [];
    const answer = { data: toTenderOwnTabs(shippedCdbTender(TENDER)).complaints };
    const http = apiAnswering(answer, requests);
    await expect(fetchTenderTab(TENDER, 'complaints', { http })).resolves.toEqual(answer);
    expect(requests).toEqual([`http://portal.test/api/tenders/${TENDER}/complaints`]);
  });

  it('refuses an answer without the lists the tab reads', async () => {
    const http = apiAnswering({ data: { questions: [] } });
    await expect(fetchTenderTab(TENDER, 'questions', { http })).rejects.toThrow(TypeError);
  });

  it('a failed load is logged and gives the empty data, marked failed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const endpoint of ['questions', 'complaints', 'monitorings', 'agreements'] as const) {
      const loaded = await tenderTabLoader(endpoint, {
        http: apiAnswering('offline'),
        localDb,
        retryDelayMs: 1,
      })(loaderArgs());
      expect(loaded).toEqual({ answer: EMPTY_TAB_ANSWERS[endpoint](), failed: true });
    }
    // Each after its one retry (one retry, then the failure is logged).
    const failures = log.mock.calls.filter(([message]) =>
      String(message).endsWith('failed to load'),
    );
    expect(failures).toHaveLength(4);
    log.mockRestore();
  });

  it('a loaded tab is not marked failed', async () => {
    const answer = { data: toTenderOwnTabs(shippedCdbTender(TENDER)).questions };
    const loaded = await tenderTabLoader('questions', { http: apiAnswering(answer), localDb })(
      loaderArgs(),
    );
    expect(loaded).toEqual({ answer, failed: false });
  });

  it('a navigation away (aborted request) is not a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      tenderTabLoader('questions', { http: apiAnswering('offline'), localDb, retryDelayMs: 1 })(
        loaderArgs(controller.signal),
      ),
    ).rejects.toBeDefined();
  });
});

/**
 * A stand-in for the upstream OpenProcurement API (outside the project): it replays recorded
 * CDB objects as a changes feed, and injects faults — 500s, 429s, timeouts, truncated JSON and
 * duplicate feed entries — from a seeded random sequence, so a run is reproducible.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRandom } from '../../scripts/seeded-random.ts';

export interface Faults {
  /** Probability of each kind of fault per request. */
  serverError: number;
  tooManyRequests: number;
  /** Hang for `hangMs` (longer than the client's timeout), then answer. */
  timeout: number;
  truncated: number;
  /** Each feed page starts this many entries before the previous page ended. */
  overlap: number;
  hangMs: number;
}

export const NO_FAULTS: Faults = {
  serverError: 0,
  tooManyRequests: 0,
  timeout: 0,
  truncated: 0,
  overlap: 0,
  hangMs: 0,
};

interface CdbObject {
  id: string;
  dateModified: string;
  [field: string]: unknown;
}

export interface ReplayServer {
  url: string;
  /** Publishes a new version of an object: it joins the end of the feed. */
  publish: (resource: string, object: CdbObject) => void;
  /** While down, every request is answered 503 (an upstream outage). */
  setDown: (down: boolean) => void;
  requests: () => number;
  /** The offsets of every feed page asked for, in order. */
  feedOffsets: () => number[];
  close: () => Promise<void>;
}

export const startReplayServer = async (
  feeds: Record<string, CdbObject[]>,
  faults: Faults = NO_FAULTS,
  seed = 1,
): Promise<ReplayServer> => {
  const next = seededRandom(seed);
  const log = new Map<string, { id: string; dateModified: string }[]>();
  const current = new Map<string, Map<string, CdbObject>>();
  const publish = (resource: string, object: CdbObject) => {
    const objects = current.get(resource) ?? new Map<string, CdbObject>();
    current.set(resource, objects);
    const existing = objects.get(object.id);
    if (!existing || existing.dateModified < object.dateModified) objects.set(object.id, object);
    const entries = log.get(resource) ?? [];
    log.set(resource, entries);
    entries.push({ id: object.id, dateModified: object.dateModified });
  };
  for (const [resource, objects] of Object.entries(feeds)) {
    log.set(resource, []);
    const sorted = [...objects].sort(
      (a, b) => Date.parse(a.dateModified) - Date.parse(b.dateModified),
    );
    for (const object of sorted) publish(resource, object);
  }

  let requests = 0;
  let down = false;
  const offsets: number[] = [];
  const server: Server = createServer((request, response) => {
    requests += 1;
    const url = new URL(request.url ?? '/', 'http://replay');
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      response.writeHead(status, { 'content-type': 'application/json' });
      if (status === 200 && next() < faults.truncated) {
        response.end(text.slice(0, Math.floor(text.length / 2)));
      } else {
        response.end(text);
      }
    };
    const answer = () => {
      if (down) {
        send(503, { status: 'error', errors: ['Service Unavailable'] });
        return;
      }
      if (next() < faults.serverError) {
        send(500, { status: 'error' });
        return;
      }
      if (next() < faults.tooManyRequests) {
        response.writeHead(429, { 'retry-after': '0' });
        response.end();
        return;
      }
      const [, , resource, id] = url.pathname.split('/').slice(1);
      const entries = resource ? log.get(resource) : undefined;
      if (!resource || !entries) {
        send(404, { status: 'error', errors: ['Not Found'] });
        return;
      }
      if (id) {
        const object = current.get(resource)?.get(id);
        if (object) send(200, { data: object });
        else send(404, { status: 'error' });
        return;
      }
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const start = Math.max(0, Number(url.searchParams.get('offset') ?? 0));
      offsets.push(start);
      const page = entries.slice(start, start + limit);
      const end = start + page.length;
      const nextOffset = page.length === 0 ? start : Math.max(start + 1, end - faults.overlap);
      send(200, {
        data: page,
        next_page: {
          offset: String(nextOffset),
          path: `/api/2.5/${resource}?offset=${nextOffset}`,
        },
      });
    };
    if (next() < faults.timeout) setTimeout(answer, faults.hangMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/2.5`,
    publish,
    setDown: (value) => {
      down = value;
    },
    requests: () => requests,
    feedOffsets: () => [...offsets],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
};

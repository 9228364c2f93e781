/**
 * GET /api/tenders/:id against its floor (floor-server.ts): the same answers, the same encoding,
 * the same client, requests and concurrency; ours is warmed first, so it sends kept bytes. The
 * two take turns in rounds, so that other load on the machine falls on both alike. The tenders
 * must be ones no earlier scenario read: the server encodes brotli one answer at a time in the
 * order asked, so once these all come in brotli it has nothing left to encode.
 */
import { startFloorServer, recordingKey, type RecordedAnswers } from './floor-server.ts';
import { rawClient, type RawAnswer } from './http-client.ts';
import { summarize, timeRequests, type Latency, type Timings } from './stats.ts';

export interface FloorComparison {
  name: string;
  ours: Latency;
  floor: Latency;
}

const BR = { 'accept-encoding': 'br' };
const CONNECTIONS = 10;
const ROUNDS = 10;
const WARMUP = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the answer in brotli, waiting for the server to have it ready (after the first read). */
const readBrotli = async (get: (path: string) => Promise<RawAnswer>, path: string) => {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const answer = await get(path);
    if (answer.headers['content-encoding'] === 'br') return answer;
    await sleep(25);
  }
  throw new Error(`${path} never came brotli-encoded`);
};

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export const compareWithFloor = async (
  portal: string,
  tenderIds: readonly string[],
  requests: number,
): Promise<{ rows: FloorComparison[]; sizes: string }> => {
  const paths = tenderIds.map((id) => `/api/tenders/${id}`);
  const ours = rawClient(portal, CONNECTIONS);
  const recorded: RecordedAnswers = new Map();
  for (const path of paths) {
    recorded.set(recordingKey(path, 'br'), await readBrotli((p) => ours.get(p, BR), path));
    recorded.set(recordingKey(path, ''), await ours.get(path));
  }
  const bytes = (path: string, encoding: string) =>
    recorded.get(recordingKey(path, encoding))?.body.length ?? 0;
  const largest = paths.reduce((a, b) => (bytes(b, '') > bytes(a, '') ? b : a));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const sizes =
    `${paths.length} tenders, on average ${kb(mean(paths.map((p) => bytes(p, ''))))} as JSON and ` +
    `${kb(mean(paths.map((p) => bytes(p, 'br'))))} in brotli; the largest ${kb(bytes(largest, ''))} ` +
    `and ${kb(bytes(largest, 'br'))}`;

  const floorServer = await startFloorServer(recorded);
  const floor = rawClient(floorServer.url, CONNECTIONS);
  const etagOf = (path: string) => String(recorded.get(recordingKey(path, 'br'))?.headers.etag);

  const scenarios: {
    name: string;
    paths: readonly string[];
    headers: (path: string) => Record<string, string>;
    status: number;
    concurrency: number;
  }[] = [];
  for (const [set, setPaths] of [
    ['mixed', paths],
    ['largest', [largest]],
  ] as const) {
    for (const concurrency of [1, CONNECTIONS]) {
      for (const [encoding, headers] of [
        ['identity', {}],
        ['br', BR],
      ] as const) {
        scenarios.push({
          name: `${set}, ${encoding}, ${concurrency} at once`,
          paths: setPaths,
          headers: () => headers,
          status: 200,
          concurrency,
        });
      }
    }
  }
  scenarios.push({
    name: 'mixed, If-None-Match → 304, 1 at once',
    paths,
    headers: (path) => ({ ...BR, 'if-none-match': etagOf(path) }),
    status: 304,
    concurrency: 1,
  });

  type Scenario = (typeof scenarios)[number];
  const run = async (
    scenario: Scenario,
    client: typeof ours,
    into: Timings,
    first: number,
    count: number,
  ) => {
    const { times, seconds } = await timeRequests(
      count,
      async (i) => {
        const path = scenario.paths[i % scenario.paths.length] ?? '';
        const answer = await client.get(path, scenario.headers(path));
        if (answer.status !== scenario.status) {
          throw new Error(`${path}: HTTP ${answer.status}, expected ${scenario.status}`);
        }
      },
      { first, concurrency: scenario.concurrency },
    );
    into.times.push(...times);
    into.seconds += seconds;
  };

  // Not counted, every scenario before the first is measured: V8 optimises both servers' code,
  // and the garbage of the scenarios before this comparison is collected.
  for (const scenario of scenarios) {
    await run(scenario, ours, { times: [], seconds: 0 }, 0, WARMUP);
    await run(scenario, floor, { times: [], seconds: 0 }, 0, WARMUP);
  }
  const rows: FloorComparison[] = [];
  const perRound = Math.ceil(requests / ROUNDS);
  for (const scenario of scenarios) {
    const timings: Record<'ours' | 'floor', Timings> = {
      ours: { times: [], seconds: 0 },
      floor: { times: [], seconds: 0 },
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      await run(scenario, ours, timings.ours, round * perRound, perRound);
      await run(scenario, floor, timings.floor, round * perRound, perRound);
    }
    rows.push({
      name: scenario.name,
      ours: summarize(scenario.name, timings.ours),
      floor: summarize(scenario.name, timings.floor),
    });
  }
  ours.close();
  floor.close();
  await floorServer.close();
  return { rows, sizes };
};

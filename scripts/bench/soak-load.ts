/**
 * The soak's load: a child process of `npm run bench:soak` that sends the planned requests at
 * fixed times (open loop: a slow answer never delays the next request), over keep-alive
 * connections as browsers do, and writes every request's start, end and outcome as JSON.
 *   tsx scripts/bench/soak-load.ts <plan.json> <records.json>
 * The plan: { base, startAt (ms since 1970), intervalMs, requests: [kind, url][] }.
 */
import http from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';

export interface SoakPlan {
  base: string;
  startAt: number;
  intervalMs: number;
  requests: [kind: string, url: string][];
}

/** One request: when it was due and ended (ms since 1970), its status, or the error (status 0). */
export type SoakRecord = [
  due: number,
  end: number,
  status: number,
  kindIndex: number,
  error: string,
];

/** A request unanswered this long is given up (an error). */
const TIMEOUT_MS = 10_000;

const now = (): number => performance.timeOrigin + performance.now();

const [planFile, recordsFile] = process.argv.slice(2);
if (!planFile || !recordsFile) throw new Error('usage: soak-load.ts <plan.json> <records.json>');
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as SoakPlan;
const kinds = [...new Set(plan.requests.map(([kind]) => kind))];
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const records: SoakRecord[] = [];
/** The requests sent and not yet answered: when each was due, and its kind. */
const pending = new Map<number, [due: number, kind: string]>();

/** Writes the records (a request still unanswered counts as an error) with the CPU time used. */
const finish = (): void => {
  for (const [due, kind] of pending.values()) {
    records.push([due, now(), 0, kinds.indexOf(kind), 'unanswered']);
  }
  agent.destroy();
  const { user, system } = process.cpuUsage();
  writeFileSync(recordsFile, JSON.stringify({ kinds, records, cpuSeconds: (user + system) / 1e6 }));
  process.exit(0);
};
process.once('SIGTERM', finish);

/**
 * A request that fails on a kept-alive connection before any answer (the server closed it, or
 * its process died) is sent once more on a new one, as browsers do (Chromium's
 * ShouldResendRequest): only the requests a dying process had already taken are lost.
 */
const RESENT_ERRORS = new Set(['ECONNRESET', 'EPIPE']);

const send = (index: number, due: number, kind: string, url: string, resent = false): void => {
  pending.set(index, [due, kind]);
  let answered = false;
  /** The first outcome counts: a reset may end a response with an error and then a close. */
  const done = (status: number, error = ''): void => {
    if (!pending.delete(index)) return;
    records.push([due, now(), status, kinds.indexOf(kind), error]);
  };
  const request = http.get(
    new URL(url, plan.base),
    {
      agent: resent ? false : agent,
      headers: { 'accept-encoding': 'br, gzip', accept: '*/*' },
      timeout: TIMEOUT_MS,
    },
    (response) => {
      answered = true;
      response.on('data', () => undefined);
      response.on('end', () => {
        done(response.statusCode ?? 0);
      });
      response.on('error', (error: NodeJS.ErrnoException) => {
        done(0, error.code ?? error.message);
      });
      response.on('close', () => {
        done(0, 'closed mid-answer');
      });
    },
  );
  request.on('timeout', () => {
    request.destroy(new Error('timeout'));
  });
  request.on('error', (error: NodeJS.ErrnoException) => {
    const resend =
      !resent && !answered && request.reusedSocket && RESENT_ERRORS.has(error.code ?? '');
    if (resend) send(index, due, kind, url, true);
    else done(0, error.code ?? error.message);
  });
};

let next = 0;
/** Sends every request whose time has come; checks again every millisecond. */
const tick = (): void => {
  const time = now();
  while (next < plan.requests.length && plan.startAt + next * plan.intervalMs <= time) {
    const [kind, url] = plan.requests[next] ?? ['', ''];
    send(next, plan.startAt + next * plan.intervalMs, kind, url);
    next += 1;
  }
  if (next < plan.requests.length) {
    setTimeout(tick, 1);
    return;
  }
  const waiting = setInterval(() => {
    if (pending.size > 0) return;
    clearInterval(waiting);
    finish();
  }, 100);
};
setTimeout(tick, Math.max(0, plan.startAt - now()));

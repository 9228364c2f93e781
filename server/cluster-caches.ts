/**
 * Caches shared between the server processes of `npm start` (node:cluster's IPC): a process that
 * renders a page offers it, through the primary, to the others, which send it while its reads
 * stay current instead of rendering it again; a new process (one replacing a process that died)
 * asks the others for the answers and pages they keep, so that it starts as warm as they are.
 * Those are written to a file the new process reads and removes: passed through the primary as
 * messages, megabytes of them stayed in its memory after each hand-over. The primary only passes
 * messages on.
 */
import cluster, { type Worker } from 'node:cluster';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AnswerCache, HandedAnswer } from './http/answer-cache.ts';
import type { ApiRead } from './static/server-render.ts';
import type { HandedPage, PageCache } from './static/page-cache.ts';

/** A page just rendered, to every other process. */
const PAGE = 'portal:page';
/** A new process asks for the answers and pages the others keep. */
const ASK = 'portal:pages-ask';
/** The file with what one process hands the one that asked (`to`). */
const HANDED = 'portal:handed';

/** A hand-over's file is left for at most this long by a process that does not read it. */
const HANDED_FILE_KEPT_MS = 60_000;
const HANDED_DIR_PREFIX = 'portal-handed-';

/** A request's body and an answer's bytes are written as base64: messages and lines are JSON. */
type WireRead = Omit<ApiRead, 'request'> & {
  request: Omit<ApiRead['request'], 'payload'> & { payload?: string };
};
type WirePage = Omit<HandedPage, 'reads'> & { reads: WireRead[]; html?: string };
interface WireAnswer {
  key: string;
  hash: string;
  gzip: string;
  br?: string;
}
/** A line of a hand-over's file. */
interface HandedLine {
  answer?: WireAnswer;
  page?: WirePage;
}

interface PageMessage {
  type: typeof PAGE;
  page: WirePage;
}
interface AskMessage {
  type: typeof ASK;
  from?: number;
  /** How many processes the ask went to. */
  of?: number;
}
interface HandedMessage {
  type: typeof HANDED;
  file: string;
  to?: number;
}

const typeOf = (message: unknown): unknown =>
  typeof message === 'object' && message !== null
    ? (message as { type?: unknown }).type
    : undefined;
const isPage = (message: unknown): message is PageMessage => typeOf(message) === PAGE;
const isAsk = (message: unknown): message is AskMessage => typeOf(message) === ASK;
const isHanded = (message: unknown): message is HandedMessage => typeOf(message) === HANDED;

const pageToWire = (page: HandedPage & { html?: string }): WirePage => ({
  ...page,
  reads: page.reads.map(({ request: { payload, ...request }, version }) => ({
    request: { ...request, ...(payload ? { payload: payload.toString('base64') } : {}) },
    version,
  })),
});

const pageFromWire = (page: WirePage): HandedPage & { html?: string } => ({
  ...page,
  reads: page.reads.map(({ request: { payload, ...request }, version }) => ({
    request: { ...request, ...(payload ? { payload: Buffer.from(payload, 'base64') } : {}) },
    version,
  })),
});

const answerToWire = ({ key, hash, gzip, br }: HandedAnswer): WireAnswer => ({
  key,
  hash,
  gzip: gzip.toString('base64'),
  ...(br ? { br: br.toString('base64') } : {}),
});

const answerFromWire = ({ key, hash, gzip, br }: WireAnswer): HandedAnswer => ({
  key,
  hash,
  gzip: Buffer.from(gzip, 'base64'),
  ...(br ? { br: Buffer.from(br, 'base64') } : {}),
});

/** Sends to the primary while connected; a process that is stopping just stops sharing. */
const toPrimary = (message: PageMessage | AskMessage | HandedMessage): void => {
  if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
};

/**
 * Writes the answers kept here (pages' bytes among them) and the pages whose bytes those are
 * into a new file, the most recently read last (the last the reader would drop): the share (one
 * of `of` processes asked) of what this process holds. Returns the file's path.
 */
const writeHandOver = async (
  pages: PageCache | undefined,
  answers: AnswerCache,
  of: number,
): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), HANDED_DIR_PREFIX));
  setTimeout(() => void rm(dir, { recursive: true, force: true }), HANDED_FILE_KEPT_MS).unref();
  const file = path.join(dir, 'caches.ndjson');
  const handed = answers.handOver(answers.maxBytes / of);
  const keys = new Set(handed.map(({ key }) => key));
  const handedPages = pages?.handedPages().filter(({ key }) => keys.has(key)) ?? [];
  function* lines(): Generator<string> {
    for (const answer of handed.reverse())
      yield `${JSON.stringify({ answer: answerToWire(answer) })}\n`;
    for (const page of handedPages.reverse())
      yield `${JSON.stringify({ page: pageToWire(page) })}\n`;
  }
  // pipeline writes as fast as the file takes it, and rejects on a write that fails.
  await pipeline(Readable.from(lines()), createWriteStream(file, { mode: 0o600 }));
  return file;
};

/**
 * Keeps what another process handed over in `file`, and removes it. Says how much; a file that
 * cannot be read is a start with what this process has.
 */
const readHandOver = async (
  file: string,
  pages: PageCache | undefined,
  answers: AnswerCache,
): Promise<void> => {
  const dir = path.dirname(file);
  if (path.dirname(dir) !== tmpdir() || !path.basename(dir).startsWith(HANDED_DIR_PREFIX)) return;
  let handedAnswers = 0;
  let handedPages = 0;
  try {
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
    for await (const text of lines) {
      const line = JSON.parse(text) as HandedLine;
      if (line.answer) {
        answers.adopt(answerFromWire(line.answer));
        handedAnswers += 1;
      }
      if (line.page) {
        pages?.adopt(pageFromWire(line.page));
        handedPages += 1;
      }
    }
    console.log(
      `Handed ${String(handedAnswers)} answers and ${String(handedPages)} pages by another server process`,
    );
  } catch (error) {
    console.warn(
      `The answers and pages handed by another server process were lost: ${String(error)}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * In a server process of several: offers the pages `pages` renders and takes the others', asks
 * the others for what they keep, and hands a new process what `pages` and `answers` keep.
 */
export const shareCaches = (pages: PageCache | undefined, answers: AnswerCache): void => {
  if (!cluster.isWorker) return;
  if (pages) {
    pages.onRendered = (page) => {
      toPrimary({ type: PAGE, page: pageToWire(page) });
    };
  }
  process.on('message', (message: unknown) => {
    if (isPage(message)) {
      const { html, ...page } = pageFromWire(message.page);
      if (html !== undefined) pages?.offer({ ...page, html });
    }
    if (isHanded(message)) void readHandOver(message.file, pages, answers);
    if (isAsk(message)) {
      const { from, of = 1 } = message;
      writeHandOver(pages, answers, of).then(
        (file) => {
          toPrimary({ type: HANDED, file, ...(from === undefined ? {} : { to: from }) });
        },
        (error: unknown) => {
          console.warn(`Could not hand a new server process what this one keeps: ${String(error)}`);
        },
      );
    }
  });
  toPrimary({ type: ASK });
};

/**
 * In the primary: passes each page on to the other processes, a new process's ask to them, and
 * each hand-over's file name to the process it is for.
 */
export const relayCaches = (): void => {
  cluster.on('message', (from, message: unknown) => {
    if (!isPage(message) && !isAsk(message) && !isHanded(message)) return;
    const others = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && worker !== from && worker.isConnected(),
    );
    for (const worker of others) {
      if (isAsk(message)) {
        worker.send({ type: ASK, from: from.id, of: others.length }, undefined, () => undefined);
      } else if (isPage(message) || message.to === undefined || message.to === worker.id) {
        worker.send(message, undefined, () => undefined);
      }
    }
  });
};

/**
 * Rendered pages shared between the server processes of `npm start` (node:cluster's IPC): a
 * process that renders a page hands it, through the primary, to the others, which send it while
 * its reads stay current instead of rendering it again; a new process (one replacing a process
 * that died) asks the others for the pages they keep. The primary only passes messages on.
 */
import cluster from 'node:cluster';
import type { ApiRead } from './server-render.ts';
import { OFFERED_MAX_BYTES, type PageCache, type SharedPage } from './page-cache.ts';

/** A page, to every other process or to the one that asked (`to`). */
const PAGE = 'portal:page';
/** A new process asks for the pages the others keep. */
const ASK = 'portal:pages-ask';

/**
 * What a new process is handed at most by each other process: the pages it read most recently,
 * within what the new process holds of pages offered.
 */
const HANDED_MAX_BYTES = OFFERED_MAX_BYTES / 2;

/** A request's body travels as base64: IPC messages are JSON. */
type WireRead = Omit<ApiRead, 'request'> & {
  request: Omit<ApiRead['request'], 'payload'> & { payload?: string };
};
type WirePage = Omit<SharedPage, 'reads'> & { reads: WireRead[] };

interface PageMessage {
  type: typeof PAGE;
  page: WirePage;
  to?: number;
}
interface AskMessage {
  type: typeof ASK;
  from?: number;
}

const typeOf = (message: unknown): unknown =>
  typeof message === 'object' && message !== null
    ? (message as { type?: unknown }).type
    : undefined;
const isPage = (message: unknown): message is PageMessage => typeOf(message) === PAGE;
const isAsk = (message: unknown): message is AskMessage => typeOf(message) === ASK;

const toWire = (page: SharedPage): WirePage => ({
  ...page,
  reads: page.reads.map(({ request: { payload, ...request }, version }) => ({
    request: { ...request, ...(payload ? { payload: payload.toString('base64') } : {}) },
    version,
  })),
});

const fromWire = (page: WirePage): SharedPage => ({
  ...page,
  reads: page.reads.map(({ request: { payload, ...request }, version }) => ({
    request: { ...request, ...(payload ? { payload: Buffer.from(payload, 'base64') } : {}) },
    version,
  })),
});

/** Sends to the primary while connected; a process that is stopping just stops sharing. */
const toPrimary = (message: PageMessage | AskMessage): void => {
  if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
};

/** In a server process of several: shares the pages `pages` renders, and takes the others'. */
export const sharePages = (pages: PageCache): void => {
  if (!cluster.isWorker) return;
  pages.onRendered = (page) => {
    toPrimary({ type: PAGE, page: toWire(page) });
  };
  process.on('message', (message: unknown) => {
    if (isPage(message)) pages.offer(fromWire(message.page));
    if (isAsk(message)) {
      // The most recently read last: the last the new process drops.
      for (const page of pages.sharedPages(HANDED_MAX_BYTES).reverse()) {
        toPrimary({
          type: PAGE,
          page: toWire(page),
          ...(message.from ? { to: message.from } : {}),
        });
      }
    }
  });
  toPrimary({ type: ASK });
};

/** In the primary: passes each page on to the other processes, and a new process's ask. */
export const relayPages = (): void => {
  cluster.on('message', (from, message: unknown) => {
    if (!isPage(message) && !isAsk(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (!worker || worker === from || !worker.isConnected()) continue;
      if (isAsk(message)) worker.send({ type: ASK, from: from.id }, undefined, () => undefined);
      else if (message.to === undefined || message.to === worker.id) {
        worker.send({ type: PAGE, page: message.page }, undefined, () => undefined);
      }
    }
  });
};

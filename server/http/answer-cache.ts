import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gunzipSync, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { cacheLookups } from '../metrics/metrics.ts';
import type { Coding } from './content-coding.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const gunzipAsync = promisify(gunzip);

/** Answers smaller than this are sent as they are (also @fastify/compress's threshold). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Quality 10 makes the shipped tenders as small as 11 does (within 0.1%) in about a third of the
 * time, and 10–17% smaller than qualities 4–9 (docs/benchmarks.md).
 */
const BROTLI_QUALITY = 10;

/** Brotli encodings waiting at most; past that a kept answer is tried again on its next read. */
const BROTLI_WAITING = 64;

/** An answer below COMPRESSION_THRESHOLD: its bytes as they are, nothing else. */
interface SmallAnswer {
  /** The version the bytes are of. */
  readonly hash: string;
  readonly identity: Buffer;
  readonly gzip?: undefined;
  readonly br?: undefined;
}

/**
 * An answer above it, held compressed only: every browser takes gzip, and the bytes as they are
 * (4.5 times gzip's for the shipped tenders) are made again from gzip's for the rare client that
 * does not.
 */
interface CompressedAnswer {
  readonly hash: string;
  readonly identity?: undefined;
  readonly gzip: Buffer;
  /** Encoded once the answer is read again, one answer at a time; until then gzip is sent. */
  br: Buffer | undefined;
}

export type EncodedAnswer = SmallAnswer | CompressedAnswer;

/** The answer's bytes as they are. */
export const identityOf = (answer: EncodedAnswer): Buffer =>
  answer.gzip ? gunzipSync(answer.gzip) : answer.identity;

/** The codings `answer` can be sent in now. */
export const codingsOf = (answer: EncodedAnswer): Coding[] => [
  ...(answer.br ? (['br'] as const) : []),
  ...(answer.gzip ? (['gzip'] as const) : []),
  'identity',
];

export const bytesIn = (answer: EncodedAnswer, coding: Coding): Buffer =>
  (coding === 'identity' ? undefined : answer[coding]) ?? identityOf(answer);

/** A kept answer as one server process hands it to another. */
export interface HandedAnswer {
  key: string;
  hash: string;
  gzip: Buffer;
  br?: Buffer;
}

const bytesKept = (key: string, answer: CompressedAnswer): number =>
  key.length + answer.hash.length + answer.gzip.length + (answer.br?.length ?? 0);

/**
 * JSON answers kept in memory as gzip and brotli bytes, at most `maxBytes` in all, least
 * recently read dropped first; each is kept under a key with the version (`hash`) it is of, so a
 * read of another version loads it again. Answers below the compression threshold are not kept:
 * there is nothing to save.
 */
export class AnswerCache {
  /** Absent with a limit under one byte: nothing is kept. */
  readonly #kept: LRUCache<string, CompressedAnswer> | undefined;
  readonly #encoding = new Map<string, Promise<EncodedAnswer>>();
  readonly #brotliQueued = new WeakSet<CompressedAnswer>();
  #brotliDone: Promise<void> = Promise.resolve();
  #brotliWaiting = 0;

  constructor(maxBytes: number) {
    const maxSize = Math.floor(maxBytes);
    // A value bigger than maxSize is not kept (lru-cache's maxEntrySize defaults to it).
    this.#kept =
      maxSize > 0
        ? new LRUCache({ maxSize, sizeCalculation: (answer, key) => bytesKept(key, answer) })
        : undefined;
  }

  /** The bytes held now. */
  get bytes(): number {
    return this.#kept?.calculatedSize ?? 0;
  }

  /** The bytes it holds at most. */
  get maxBytes(): number {
    return this.#kept?.maxSize ?? 0;
  }

  /** The answers kept here, the most recently read first, up to `maxBytes` in all. */
  handOver(maxBytes: number): HandedAnswer[] {
    const handed: HandedAnswer[] = [];
    let bytes = 0;
    for (const [key, answer] of this.#kept?.entries() ?? []) {
      bytes += bytesKept(key, answer);
      if (bytes > maxBytes) break;
      const { hash, gzip, br } = answer;
      handed.push({ key, hash, gzip, ...(br ? { br } : {}) });
    }
    return handed;
  }

  /**
   * Keeps an answer another process handed over, as the most recently read, unless one is kept
   * for its key already: whichever version it is of, a read checks it as any kept answer.
   */
  adopt({ key, hash, gzip, br }: HandedAnswer): void {
    if (!this.#kept || this.#kept.has(key)) return;
    this.#kept.set(key, { hash, gzip, br });
  }

  /**
   * The answer kept for `key` if it is of version `hash`. An answer read again is worth brotli:
   * many are read only once, and their first reader gets gzip anyway.
   */
  get(key: string, hash: string): EncodedAnswer | undefined {
    const answer = this.#kept?.get(key);
    if (answer?.hash !== hash) {
      cacheLookups.inc({ cache: 'answers', result: 'miss' });
      return undefined;
    }
    cacheLookups.inc({ cache: 'answers', result: 'hit' });
    this.#encodeBrotliLater(key, answer);
    return answer;
  }

  /** Resolves once the brotli encodings queued so far are done (or given up). */
  brotliSettled(): Promise<void> {
    return this.#brotliDone;
  }

  /** The answer kept for `key`, of whatever version, without counting as a read. */
  peek(key: string): EncodedAnswer | undefined {
    return this.#kept?.peek(key);
  }

  /**
   * Encodes `body` (text, or its UTF-8 bytes), version `hash` of the answer for `key`, with gzip
   * and keeps it; the same version given again meanwhile shares the encoding, and the version
   * kept already is kept with its encodings (a page rendered again as it was is not encoded
   * again).
   */
  keep(key: string, hash: string, body: string | Buffer): Promise<EncodedAnswer> {
    const kept = this.#kept?.peek(key);
    if (kept?.hash === hash) return Promise.resolve(kept);
    const encodingKey = `${key}\n${hash}`;
    let encoding = this.#encoding.get(encodingKey);
    if (!encoding) {
      encoding = this.#encodeAndKeep(key, hash, body).finally(() =>
        this.#encoding.delete(encodingKey),
      );
      this.#encoding.set(encodingKey, encoding);
    }
    return encoding;
  }

  async #encodeAndKeep(key: string, hash: string, body: string | Buffer): Promise<EncodedAnswer> {
    const identity = typeof body === 'string' ? Buffer.from(body) : body;
    if (identity.length < COMPRESSION_THRESHOLD) return { hash, identity };
    const answer: CompressedAnswer = { hash, gzip: await gzipAsync(identity), br: undefined };
    this.#kept?.set(key, answer);
    return answer;
  }

  /**
   * Brotli at a high quality takes tens of milliseconds for a large tender, so it runs after the
   * answer is sent, off the event loop and one answer at a time, leaving a core to the server.
   */
  #encodeBrotliLater(key: string, answer: CompressedAnswer): void {
    if (answer.br || this.#brotliQueued.has(answer)) return;
    if (this.#brotliWaiting >= BROTLI_WAITING) return;
    this.#brotliQueued.add(answer);
    this.#brotliWaiting += 1;
    this.#brotliDone = this.#brotliDone.then(async () => {
      try {
        // Dropped or replaced meanwhile: not worth encoding.
        if (this.#kept?.peek(key) !== answer) return;
        const identity = await gunzipAsync(answer.gzip);
        answer.br = await brotliAsync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        });
        // lru-cache sizes a value when it is set: the grown answer is set anew.
        if (this.#kept.peek(key) === answer) {
          this.#kept.delete(key);
          this.#kept.set(key, answer);
        }
      } catch {
        // Left to gzip; the next read tries again.
        this.#brotliQueued.delete(answer);
      } finally {
        this.#brotliWaiting -= 1;
      }
    });
  }
}

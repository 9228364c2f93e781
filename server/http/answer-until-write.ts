import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { WriteWatch } from '../db/write-watch.ts';
import type { AnswerCache } from './answer-cache.ts';
import { sendEncoded, sendNotModified } from './cached-answer.ts';

/** Versions remembered at most (the bytes themselves live in the answer cache, within its size). */
const VERSIONS_MAX = 10_000;

/**
 * An answer made of many rows (a profile's sums), made once and sent again until any process
 * writes (`writes`), with its ETag and 304s; while the watch is not live, it is made per read.
 * The function sends the reply and answers true, or answers false when `make` finds nothing.
 */
export const answerUntilWrite = (cache: AnswerCache, writes: WriteWatch) => {
  const versions = new LRUCache<string, { count: number; hash: string }>({ max: VERSIONS_MAX });
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    make: () => Promise<unknown>,
  ): Promise<boolean> => {
    const known = versions.get(key);
    if (known && writes.live && known.count === writes.count) {
      if (sendNotModified(request, reply, known.hash)) return true;
      const kept = cache.get(key, known.hash);
      if (kept) {
        sendEncoded(request, reply, kept);
        return true;
      }
    }
    // What was made while a write committed is not kept as current.
    const count = writes.count;
    const value = await make();
    if (value === undefined) return false;
    const body = JSON.stringify(value);
    const hash = createHash('md5').update(body).digest('hex');
    if (writes.live && writes.count === count) versions.set(key, { count, hash });
    if (sendNotModified(request, reply, hash)) return true;
    sendEncoded(request, reply, cache.get(key, hash) ?? (await cache.keep(key, hash, body)));
    return true;
  };
};

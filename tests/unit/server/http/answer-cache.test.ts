import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  AnswerCache,
  identityOf,
  type EncodedAnswer,
} from '../../../../server/http/answer-cache.ts';
import { shippedTenderFiles } from '../../../support/shipped-cdb.ts';
import { shippedText } from '../../../support/shipped-data.ts';

/** Shipped tender files as answer bodies, of real sizes. */
const bodies = shippedTenderFiles()
  .slice(0, 12)
  .map((file) => shippedText(`cdb/tenders/${file}`));

const brotliOf = async (cache: AnswerCache, key: string, hash: string): Promise<EncodedAnswer> => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = cache.get(key, hash);
    if (answer?.br) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${key} was never brotli-encoded`);
};

describe('AnswerCache', () => {
  it('keeps gzip at once and brotli soon after, both of exactly the body', async () => {
    const cache = new AnswerCache(10 * 2 ** 20);
    const body = bodies[0] ?? '';
    const answer = await cache.keep('a', 'v1', body);
    expect(identityOf(answer).toString()).toBe(body);
    expect(gunzipSync(answer.gzip ?? Buffer.alloc(0)).toString()).toBe(body);
    const encoded = await brotliOf(cache, 'a', 'v1');
    expect(encoded).toBe(answer);
    expect(brotliDecompressSync(encoded.br ?? Buffer.alloc(0)).toString()).toBe(body);
    const compressed = (encoded.gzip?.length ?? 0) + (encoded.br?.length ?? 0);
    expect(cache.bytes).toBeGreaterThan(compressed);
    // The body itself is not held.
    expect(cache.bytes).toBeLessThan(compressed + 200);
  });

  it('never holds more than its limit, brotli bytes included', async () => {
    const limit = 200_000;
    const cache = new AnswerCache(limit);
    for (const [i, body] of bodies.entries()) {
      await cache.keep(`t${i}`, 'v', body);
      expect(cache.bytes).toBeLessThanOrEqual(limit);
    }
    const last = bodies.length - 1;
    await brotliOf(cache, `t${last}`, 'v');
    expect(cache.bytes).toBeLessThanOrEqual(limit);
    expect(cache.get('t0', 'v')).toBeUndefined();
  });

  it('answers only the version asked for, and encodes a version given twice at once once', async () => {
    const cache = new AnswerCache(10 * 2 ** 20);
    const body = bodies[1] ?? '';
    const [first, second] = await Promise.all([
      cache.keep('a', 'v1', body),
      cache.keep('a', 'v1', body),
    ]);
    expect(second).toBe(first);
    expect(cache.get('a', 'v1')).toBe(first);
    expect(cache.peek('a')).toBe(first);
    expect(cache.get('a', 'v2')).toBeUndefined();
  });

  it('keeps the version it holds with its encodings when that version is given again', async () => {
    const cache = new AnswerCache(10 * 2 ** 20);
    const body = bodies[3] ?? '';
    const first = await cache.keep('a', 'v1', body);
    const encoded = await brotliOf(cache, 'a', 'v1');
    expect(await cache.keep('a', 'v1', body)).toBe(encoded);
    expect(encoded).toBe(first);
    expect(encoded.br).toBeDefined();
    const changed = await cache.keep('a', 'v2', body);
    expect(changed).not.toBe(first);
    expect(changed.br).toBeUndefined();
  });

  it('keeps nothing too small to compress, and nothing with a limit of 0', async () => {
    const small = new AnswerCache(10 * 2 ** 20);
    const tiny = await small.keep('t', 'v', '{"data":[]}');
    expect(tiny.gzip).toBeUndefined();
    expect(small.bytes).toBe(0);

    const off = new AnswerCache(0);
    const answer = await off.keep('a', 'v', bodies[0] ?? '');
    expect(answer.gzip).toBeDefined();
    expect(off.bytes).toBe(0);
    expect(off.get('a', 'v')).toBeUndefined();
  });

  it('drops the least recently read first, counts a new version once and keeps nothing too big', async () => {
    const body = bodies[2] ?? '';
    const one = (await new AnswerCache(10 * 2 ** 20).keep('x', 'v', body)).gzip?.length ?? 0;
    // Room for two answers of this body (one with brotli, smaller than gzip), not three.
    const cache = new AnswerCache(3 * one + 100);
    await cache.keep('a', 'v', body);
    await cache.keep('b', 'v', body);
    cache.get('a', 'v'); // now b is the least recently read, and a gets brotli
    // Its size grows when brotli is done: waited for, so that what follows does not race it.
    await cache.brotliSettled();
    expect(cache.peek('a')?.br).toBeDefined();
    await cache.keep('c', 'v', body);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBeDefined();
    expect(cache.peek('c')).toBeDefined();

    const held = cache.bytes;
    await cache.keep('c', 'v2', body);
    expect(cache.bytes).toBe(held + 1);
    expect(cache.get('c', 'v2')?.hash).toBe('v2');

    const small = new AnswerCache(one);
    await small.keep('big', 'v', body);
    expect(small.peek('big')).toBeUndefined();
    expect(small.bytes).toBe(0);
  });

  it('hands over its most recently read answers within a size, which another cache adopts unless it keeps its own', async () => {
    const from = new AnswerCache(10 * 2 ** 20);
    for (const [i, body] of bodies.slice(0, 4).entries()) await from.keep(`t${i}`, 'v', body);
    from.get('t0', 'v'); // now the most recently read, and brotli-encoded
    await from.brotliSettled();
    const all = from.handOver(from.maxBytes);
    expect(all.map(({ key }) => key)).toEqual(['t0', 't3', 't2', 't1']);
    expect(all[0]?.br).toBeDefined();
    expect(all.slice(1).every(({ br }) => br === undefined)).toBe(true);
    const sizeOf = ({ key, hash, gzip, br }: (typeof all)[number]) =>
      key.length + hash.length + gzip.length + (br?.length ?? 0);
    const two = (all[0] ? sizeOf(all[0]) : 0) + (all[1] ? sizeOf(all[1]) : 0);
    expect(from.handOver(two).map(({ key }) => key)).toEqual(['t0', 't3']);
    expect(from.handOver(two - 1).map(({ key }) => key)).toEqual(['t0']);

    const to = new AnswerCache(10 * 2 ** 20);
    const own = await to.keep('t3', 'v2', bodies[5] ?? '');
    // Sent the most recently read last, as a new process is handed them.
    for (const answer of [...all].reverse()) to.adopt(answer);
    // The sender's order kept, its own answer the least recently read.
    expect(to.handOver(to.maxBytes).map(({ key }) => key)).toEqual(['t0', 't2', 't1', 't3']);
    expect(to.peek('t3')).toBe(own);
    const adopted = to.get('t0', 'v');
    expect(identityOf(adopted ?? own).toString()).toBe(bodies[0]);
    expect(brotliDecompressSync(adopted?.br ?? Buffer.alloc(0)).toString()).toBe(bodies[0]);
    expect(to.get('t1', 'v2')).toBeUndefined();
    const adoptedBytes = all.filter(({ key }) => key !== 't3').map(sizeOf);
    expect(to.bytes).toBe(4 + (own.gzip?.length ?? 0) + adoptedBytes.reduce((a, b) => a + b));
  });
});

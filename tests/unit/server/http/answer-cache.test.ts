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
});

import { describe, expect, it } from 'vitest';
import { ByteLru } from '../../../../server/http/byte-lru.ts';

describe('ByteLru', () => {
  it('holds at most its limit in bytes, dropping the least recently used first', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A'); // now b is the least recently used
    lru.set('c', 'C', 40);
    expect(lru.bytes).toBe(80);
    expect(lru.peek('b')).toBeUndefined();
    expect(lru.peek('a')).toBe('A');
    expect(lru.peek('c')).toBe('C');
  });

  it('drops as many as it takes for a large value', () => {
    const lru = new ByteLru<number>(100);
    for (let i = 0; i < 10; i += 1) lru.set(String(i), i, 10);
    lru.set('big', 99, 95);
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(95);
    expect(lru.peek('big')).toBe(99);
  });

  it('never keeps a value bigger than the whole limit, nor anything with a limit of 0', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 50);
    lru.set('huge', 'H', 101);
    expect(lru.peek('huge')).toBeUndefined();
    expect(lru.peek('a')).toBe('A');
    const off = new ByteLru<string>(0);
    off.set('a', 'A', 1);
    expect(off.size).toBe(0);
  });

  it('counts a replaced value once, at its new size', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 30);
    lru.set('a', 'A2', 60);
    expect(lru.bytes).toBe(60);
    expect(lru.get('a')).toBe('A2');
    lru.delete('a');
    expect(lru.bytes).toBe(0);
    expect(lru.size).toBe(0);
  });

  it('peek does not count as a use', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 50);
    lru.set('b', 'B', 50);
    lru.peek('a');
    lru.set('c', 'C', 50);
    expect(lru.peek('a')).toBeUndefined();
    expect(lru.peek('b')).toBe('B');
  });
});

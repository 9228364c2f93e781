import { describe, expect, it } from 'vitest';
import {
  addHashId,
  hashHasId,
  hashIds,
  removeHashId,
} from '../../../src/components/ui/accordion/accordion-hash';

describe('accordion and the URL hash', () => {
  it('opens the accordion the hash names', () => {
    expect(hashHasId('#award-1', 'award-1')).toBe(true);
    expect(hashHasId('#bid-1,award-1', 'award-1')).toBe(true);
    expect(hashHasId('#award-10', 'award-1')).toBe(false);
    expect(hashHasId('', 'award-1')).toBe(false);
  });

  it('adds its id when opened, once', () => {
    expect(addHashId('', 'award-1')).toBe('#award-1');
    expect(addHashId('#bid-1', 'award-1')).toBe('#bid-1,award-1');
    expect(addHashId('#award-1', 'award-1')).toBe('#award-1');
  });

  it('removes its id when closed, leaving the others', () => {
    expect(removeHashId('#award-1', 'award-1')).toBe('');
    expect(removeHashId('#bid-1,award-1', 'award-1')).toBe('#bid-1');
    expect(removeHashId('#bid-1', 'award-1')).toBe('#bid-1');
  });

  it('reads encoded and malformed hashes', () => {
    expect(hashIds('#qualification-%D0%B0')).toEqual(['qualification-а']);
    expect(hashIds('#%E0%A4%A')).toEqual(['%E0%A4%A']);
    expect(addHashId('', 'лот 1')).toBe('#%D0%BB%D0%BE%D1%82%201');
  });
});

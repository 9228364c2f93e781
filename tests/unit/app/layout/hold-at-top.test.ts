import { describe, expect, it } from 'vitest';
import { isReaderTakingOver, roomBelow } from '../../../../src/app/layout/hold-at-top';

describe('room below the page for a hash target near its end', () => {
  it('adds none when the target can already reach the top', () => {
    expect(roomBelow(2000, 6000, 900, 12)).toBe(0);
  });

  it('adds what the last screen lacks: an award 533 px short of the top gets 521 px (12 margin)', () => {
    // The page can scroll to 6231 - 900 = 5331; the award stands at 5864 and wants 5852.
    expect(roomBelow(5864, 6231, 900, 12)).toBe(521);
  });

  it('rounds up, so the target is never a fraction of a pixel short', () => {
    expect(roomBelow(100.4, 500, 480, 0)).toBe(81);
  });
});

describe('what ends the hold of a hash target', () => {
  it('a scroll, a touch, a click or a key that moves the page', () => {
    expect(isReaderTakingOver({ type: 'wheel' })).toBe(true);
    expect(isReaderTakingOver({ type: 'pointerdown' })).toBe(true);
    expect(isReaderTakingOver({ type: 'keydown', key: 'PageDown' })).toBe(true);
    expect(isReaderTakingOver({ type: 'keydown', key: 'Tab' })).toBe(true);
  });

  it('not a modifier key pressed alone', () => {
    for (const key of ['Shift', 'Control', 'Alt', 'Meta']) {
      expect(isReaderTakingOver({ type: 'keydown', key })).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  CLAMP_LINES,
  isClamped,
  showsClampToggle,
} from '../../../src/components/ui/clamp-text/clamp-model';
import { COPY_MESSAGE_MS, copyText } from '../../../src/components/ui/copy-button/copy-model';
import { popupOpenAfter, popupShift } from '../../../src/components/ui/info-popup/popup-model';
import { isEmptyValue } from '../../../src/components/ui/key-value-list/key-value-model';

describe('clamped text', () => {
  it('clamps to 4 lines and offers the toggle only when the text overflows or is open', () => {
    expect(CLAMP_LINES).toBe(4);
    expect(isClamped({ scrollHeight: 200, clientHeight: 96 })).toBe(true);
    expect(isClamped({ scrollHeight: 96, clientHeight: 96 })).toBe(false);
    expect(isClamped({ scrollHeight: 96.6, clientHeight: 96 })).toBe(false);
    expect(showsClampToggle(false, { scrollHeight: 48, clientHeight: 48 })).toBe(false);
    expect(showsClampToggle(true, { scrollHeight: 200, clientHeight: 200 })).toBe(true);
  });
});

describe('copy button', () => {
  it('reports copied when the clipboard takes the text', async () => {
    const written: string[] = [];
    const clipboard = {
      writeText: (text: string) => {
        written.push(text);
        return Promise.resolve();
      },
    };
    expect(await copyText('UA-2024-02-28-009286-a', clipboard)).toBe('copied');
    expect(written).toEqual(['UA-2024-02-28-009286-a']);
    expect(COPY_MESSAGE_MS).toBe(2000);
  });

  it('reports failed without a clipboard or when it refuses', async () => {
    expect(await copyText('x', undefined)).toBe('failed');
    const refusing = { writeText: () => Promise.reject(new Error('denied')) };
    expect(await copyText('x', refusing)).toBe('failed');
  });
});

describe('info popup', () => {
  it('works as a tooltip on desktop: hover and focus open, leaving (unless pressed), blur and Escape close', () => {
    expect(popupOpenAfter('tooltip', false, 'pointerEnter')).toBe(true);
    expect(popupOpenAfter('tooltip', false, 'focus')).toBe(true);
    expect(popupOpenAfter('tooltip', true, 'press')).toBe(true);
    expect(popupOpenAfter('tooltip', true, 'pointerLeave')).toBe(false);
    expect(popupOpenAfter('tooltip', true, 'pointerLeaveFocused')).toBe(true);
    expect(popupOpenAfter('tooltip', false, 'pointerLeaveFocused')).toBe(false);
    expect(popupOpenAfter('tooltip', true, 'blur')).toBe(false);
    expect(popupOpenAfter('tooltip', true, 'escape')).toBe(false);
  });

  it('works as a dropdown on touch screens: a tap toggles, a tap outside closes', () => {
    expect(popupOpenAfter('dropdown', false, 'press')).toBe(true);
    expect(popupOpenAfter('dropdown', true, 'press')).toBe(false);
    expect(popupOpenAfter('dropdown', false, 'focus')).toBe(false);
    expect(popupOpenAfter('dropdown', true, 'blur')).toBe(true);
    expect(popupOpenAfter('dropdown', true, 'outside')).toBe(false);
    expect(popupOpenAfter('dropdown', true, 'escape')).toBe(false);
  });

  it('moves sideways to stay inside the viewport, 8 px from its edges', () => {
    // A 320 px popup hanging from a trigger at 300 px of a 360 px phone moves 268 px left.
    expect(popupShift(300, 320, 360, 8)).toBe(-268);
    expect(popupShift(20, 200, 360, 8)).toBe(0);
    expect(popupShift(2, 200, 360, 8)).toBe(6);
    // Wider than the room: it starts at the margin.
    expect(popupShift(100, 400, 360, 8)).toBe(-92);
  });
});

describe('key-value list', () => {
  it('treats missing and blank values as empty (shown as the em dash), 0 as a value', () => {
    expect(isEmptyValue(undefined)).toBe(true);
    expect(isEmptyValue(null)).toBe(true);
    expect(isEmptyValue('  ')).toBe(true);
    expect(isEmptyValue(false)).toBe(true);
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue('0')).toBe(false);
  });
});

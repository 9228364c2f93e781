import { describe, expect, it } from 'vitest';
import {
  LOADING_DELAY_MS,
  loadingIndicatorVisible,
  skeletonLineWidths,
} from '../../../src/components/ui/loading/loading-model';

describe('delayed loading indicator', () => {
  it('stays hidden before the threshold and shows from it on', () => {
    expect(LOADING_DELAY_MS).toBe(300);
    expect(loadingIndicatorVisible(0)).toBe(false);
    expect(loadingIndicatorVisible(299)).toBe(false);
    expect(loadingIndicatorVisible(300)).toBe(true);
    expect(loadingIndicatorVisible(50, 0)).toBe(true);
    expect(loadingIndicatorVisible(900, 1000)).toBe(false);
  });

  it('draws skeleton lines with a shorter last one', () => {
    expect(skeletonLineWidths(3)).toEqual([100, 100, 60]);
    expect(skeletonLineWidths(1)).toEqual([100]);
    expect(skeletonLineWidths(0)).toEqual([]);
  });
});

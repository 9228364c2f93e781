import { describe, expect, it } from 'vitest';
import {
  initialTab,
  linkedTab,
  tabIndexAfterKey,
  tabLinkValue,
} from '../../../src/components/ui/tabs/tabs-model';

const ids = ['details', 'parties', 'changes'];

describe('tabs', () => {
  it('selects the first tab when none is preselected', () => {
    expect(initialTab(ids)).toBe('details');
    expect(initialTab(ids, 'unknown')).toBe('details');
    expect(initialTab([])).toBeUndefined();
  });

  it('selects the preselected tab, and the one the URL names over it', () => {
    expect(initialTab(ids, 'changes')).toBe('changes');
    expect(initialTab(ids, 'changes', 'parties')).toBe('parties');
    expect(initialTab(ids, 'changes', 'nope')).toBe('changes');
    expect(initialTab(ids, undefined, 'parties')).toBe('parties');
  });

  it('moves with the arrow keys (wrapping), Home and End; other keys do nothing', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('Enter', 0, 3)).toBeUndefined();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeUndefined();
  });

  it('a tab link chooses a tab of its own tabs only, which then opens selected', () => {
    const chosen = tabLinkValue('_R_19ihhl_', 'parties');
    expect(chosen).toBe('_R_19ihhl_.parties');
    expect(linkedTab(chosen, '_R_19ihhl_')).toBe('parties');
    expect(initialTab(ids, undefined, linkedTab(chosen, '_R_19ihhl_'))).toBe('parties');
    // Another tabs' choice, or none, leaves these tabs at their default.
    expect(linkedTab(chosen, '_R_1er9ihhl_')).toBeUndefined();
    expect(linkedTab(null, '_R_19ihhl_')).toBeUndefined();
    expect(initialTab(ids, 'changes', linkedTab(chosen, '_R_1er9ihhl_'))).toBe('changes');
  });
});

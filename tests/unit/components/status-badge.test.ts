import { describe, expect, it } from 'vitest';
import { statusTone } from '../../../src/components/ui/status-badge/status-badge-model';

describe('status badge colours (spec §4)', () => {
  it('maps pending to orange, active to green, unsuccessful and cancelled to red', () => {
    expect(statusTone('pending')).toBe('orange');
    expect(statusTone('active')).toBe('green');
    expect(statusTone('unsuccessful')).toBe('red');
    expect(statusTone('cancelled')).toBe('red');
  });

  it('gives any other status the green style', () => {
    expect(statusTone('complete')).toBe('green');
    expect(statusTone('active.tendering')).toBe('green');
    expect(statusTone('constructor')).toBe('green');
    expect(statusTone('')).toBe('green');
    expect(statusTone(undefined)).toBe('green');
    expect(statusTone(null)).toBe('green');
  });
});

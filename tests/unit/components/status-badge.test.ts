import { describe, expect, it } from 'vitest';
import { statusTone } from '../../../src/components/ui/status-badge/status-badge-model';
import { shippedDictionary } from '../../support/shipped-data';

describe('status badge colours', () => {
  it('maps pending to orange, active to green, unsuccessful and cancelled to red', () => {
    expect(statusTone('pending')).toBe('orange');
    expect(statusTone('active')).toBe('green');
    expect(statusTone('unsuccessful')).toBe('red');
    expect(statusTone('cancelled')).toBe('red');
  });

  it('colours a tender on its way like active, and a finished one by its outcome', () => {
    expect(statusTone('active.tendering')).toBe('green');
    expect(statusTone('active.pre-qualification.stand-still')).toBe('green');
    expect(statusTone('active.stage2.waiting')).toBe('green');
    expect(statusTone('complete')).toBe('green');
    expect(statusTone('draft.unsuccessful')).toBe('red');
  });

  it('gives every tender status of the dictionary a colour except the drafts', () => {
    const codes = Object.keys(shippedDictionary('tender_statuses').data);
    const neutral = codes.filter((code) => statusTone(code) === 'neutral');
    expect(neutral.sort()).toEqual(['draft', 'draft.pending', 'draft.publishing', 'draft.stage2']);
  });

  it('gives every complaint status of the dictionary a colour', () => {
    const codes = Object.keys(shippedDictionary('complaint_statuses').data);
    expect(codes.filter((code) => statusTone(code) === 'neutral')).toEqual([]);
    expect(statusTone('accepted')).toBe('orange');
    expect(statusTone('satisfied')).toBe('green');
    expect(statusTone('mistaken')).toBe('red');
  });

  it('shows a draft or an unknown code neutral, not as an active one (issue 10)', () => {
    expect(statusTone('draft')).toBe('neutral');
    expect(statusTone('constructor')).toBe('neutral');
    expect(statusTone('active.archived')).toBe('neutral');
    expect(statusTone('activeish')).toBe('neutral');
    expect(statusTone('')).toBe('neutral');
    expect(statusTone(undefined)).toBe('neutral');
    expect(statusTone(null)).toBe('neutral');
  });
});

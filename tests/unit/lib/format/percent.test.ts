import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../../src/lib/format';
import { shippedTenderData } from '../../../support/shipped-cdb';
import type { ShippedTender } from './shipped-tender';

const NBSP = '\u00A0';
const esco = shippedTenderData<ShippedTender>('UA-2024-02-28-009286-a.json');

describe('formatPercent', () => {
  it('multiplies by 100 and puts a no-break space before the sign', () => {
    expect(formatPercent(0.67)).toBe(`67${NBSP}%`);
    expect(formatPercent(1)).toBe(`100${NBSP}%`);
    expect(formatPercent(0)).toBe(`0${NBSP}%`);
  });

  it('shows decimals only when needed, at most 2, with a comma', () => {
    expect(formatPercent(0.005)).toBe(`0,5${NBSP}%`);
    expect(formatPercent(0.22986)).toBe(`22,99${NBSP}%`);
    expect(formatPercent(0.07)).toBe(`7${NBSP}%`);
    expect(formatPercent(-0.125)).toBe(`-12,5${NBSP}%`);
    expect(formatPercent(-0.000001)).toBe(`0${NBSP}%`);
    expect(formatPercent(123.45)).toBe(`12${NBSP}345${NBSP}%`);
  });

  it('formats the real rates of the shipped ESCO tender', () => {
    expect(formatPercent(esco.NBUdiscountRate)).toBe(`15${NBSP}%`);
    expect(formatPercent(esco.yearlyPaymentsPercentageRange)).toBe(`67${NBSP}%`);
    expect(formatPercent(esco.minimalStepPercentage)).toBe(`0,5${NBSP}%`);
  });

  it('gives the em dash for a missing or non-finite value', () => {
    expect(formatPercent(undefined)).toBe('—');
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});

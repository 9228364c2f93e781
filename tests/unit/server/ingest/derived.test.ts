import { describe, expect, it } from 'vitest';
import { contractAppeal, featurePrice } from '../../../../server/ingest/transform/derived.ts';
import { splitCriteria } from '../../../../server/ingest/transform/criteria.ts';
import { toPortalTender } from '../../../../server/ingest/transform/tender.ts';
import { shippedCdbTender } from '../../../support/shipped-cdb.ts';

const tender = (tenderID: string) => toPortalTender(shippedCdbTender(tenderID));

describe('derived tender fields', () => {
  it('sets contractAppeal only for negotiation procedures', () => {
    const period = { startDate: '2024-01-24T16:18:09+02:00', endDate: '2024-01-30T00:00:00+02:00' };
    expect(contractAppeal('negotiation', period)).toBe('2024-01-30T00:00:00+02:00');
    expect(contractAppeal('negotiation.quick', period)).toBe('2024-01-30T00:00:00+02:00');
    expect(contractAppeal('aboveThreshold', period)).toBeUndefined();
    expect(contractAppeal('negotiation', undefined)).toBeUndefined();
  });

  it('prices features as the share left to the price, and 100 % for life-cycle cost', () => {
    const { features } = tender('UA-2020-08-06-003989-a');
    expect(featurePrice('lowestCost', features)).toEqual({ title: 'lowestCost', price: 0.7 });
    expect(featurePrice('lifeCycleCost', features)).toEqual({ title: 'lifeCycleCost', price: 1 });
    expect(featurePrice('ratedCriteria', [])).toEqual({ title: 'ratedCriteria', price: 1 });
  });

  it('keeps every edition of a changed requirement in the history', () => {
    const { activeExclusionCriteria, historicalExclusionCriteria } =
      tender('UA-2024-01-12-000541-a');
    const all = [...activeExclusionCriteria, ...historicalExclusionCriteria];
    const changed = all.flatMap((c) => c.requirementGroups.flatMap((g) => g.requirements));
    const cancelled = changed.filter((r) => r.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    // A new edition with the id of the cancelled one shows in both lists.
    const edited = structuredClone(historicalExclusionCriteria);
    const [criterion] = edited;
    const [group] = criterion?.requirementGroups ?? [];
    const [old] = group?.requirements ?? [];
    if (!criterion || !group || !old) throw new Error('no historical requirement');
    group.requirements.push({ ...old, status: 'active', title: `${old.title} (new)` });
    const split = splitCriteria(edited);
    expect(split.active.flatMap((c) => c.requirementGroups.flatMap((g) => g.requirements))).toEqual(
      [{ ...old, status: 'active', title: `${old.title} (new)` }],
    );
    expect(split.historical[0]?.requirementGroups[0]?.requirements).toHaveLength(2);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TotalRelation } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import { backends, searchTenders, useHarness } from './backends.ts';
import { FIRST_PAGE_QUERIES } from './search-first-page-queries.ts';
import {
  codesOf,
  itemCodes,
  periodMeets,
  valueOf,
  type RawPeriod,
  type RawTender,
} from './search-shipped.ts';
import { shippedTenders } from '../support/shipped-cdb.ts';

interface Expected {
  query: string;
  ids: string[];
  total: number;
  relation: TotalRelation;
}

const expected = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'search-first-page.json'), 'utf8'),
) as Expected[];
const byId = new Map(shippedTenders<RawTender>().map((tender) => [tender.id, tender]));

/** A bare date as the start of that day in Kyiv (the queries' dates are all in winter, UTC+2). */
const kyivDay = (day: string, next = false): string =>
  new Date(Date.parse(`${day}T00:00:00+02:00`) + (next ? 86_400_000 : 0)).toISOString();

const periods: Record<string, (tender: RawTender) => RawPeriod | undefined> = {
  tender: (t) => t.tenderPeriod,
  enquiry: (t) => t.enquiryPeriod,
};

/**
 * What each hit of a query must be, read from the raw shipped JSON (text is left to
 * search.test.ts): one check per filter the query names.
 */
const checksOf = (query: string): [string, (tender: RawTender, hit: TenderHit) => boolean][] => {
  const params = new URLSearchParams(query);
  const all = (name: string): string[] => [...params.getAll(name), ...params.getAll(`${name}[]`)];
  const checks: [string, (tender: RawTender, hit: TenderHit) => boolean][] = [];
  if (params.get('mode') !== 'test') checks.push(['real', (t) => t.mode !== 'test']);
  const status = all('status');
  if (status.length) checks.push(['status', (t) => status.includes(t.status ?? '')]);
  const types = all('proc_type');
  if (types.length) {
    checks.push(['proc_type', (t) => types.includes(t.procurementMethodType ?? 'belowThreshold')]);
  }
  const region = all('region');
  if (region.length) {
    checks.push(['region', (t) => region.includes(t.procuringEntity?.address?.region ?? '')]);
  }
  const cpv = all('cpv');
  if (cpv.length) checks.push(['cpv', (t) => itemCodes(t).some((code) => cpv.includes(code))]);
  const masks = all('cpv_mask');
  if (masks.length) {
    checks.push([
      'cpv_mask',
      (t) => itemCodes(t).some((code) => masks.some((mask) => code.startsWith(mask))),
    ]);
  }
  const [min, max] = [params.get('value[amount][start]'), params.get('value[amount][end]')];
  if (min !== null || max !== null) {
    checks.push([
      'value',
      (t) => {
        const value = valueOf(t);
        return (
          value?.currency === 'UAH' &&
          (min === null || value.amount >= Number(min)) &&
          (max === null || value.amount <= Number(max))
        );
      },
    ]);
  }
  for (const [key, period] of Object.entries(periods)) {
    const [from, to] = [params.get(`date[${key}][start]`), params.get(`date[${key}][end]`)];
    if (from === null && to === null) continue;
    const [start, end] = [
      from === null ? '1970-01-01T00:00:00Z' : kyivDay(from),
      to === null ? '9999-01-01T00:00:00Z' : kyivDay(to, true),
    ];
    checks.push([`date[${key}]`, (t) => periodMeets(period(t), start, end)]);
  }
  const buyer = all('buyer');
  if (buyer.length) {
    checks.push([
      'buyer',
      (t) =>
        (t.buyers?.length ? codesOf(t.buyers) : codesOf([t.procuringEntity ?? {}])).some((code) =>
          buyer.includes(code),
        ),
    ]);
  }
  const tenderer = all('tenderer');
  if (tenderer.length) {
    checks.push([
      'tenderer',
      (t) =>
        [
          ...(t.bids ?? []).flatMap((bid) => codesOf(bid.tenderers)),
          ...(t.awards ?? []).flatMap((award) => codesOf(award.suppliers)),
        ].some((code) => tenderer.includes(code)),
    ]);
  }
  const entity = all('procuringEntity');
  if (entity.length) {
    checks.push([
      'procuringEntity',
      (t) => entity.includes(t.procuringEntity?.identifier?.id ?? ''),
    ]);
  }
  const rationale = all('proc_rationale');
  if (rationale.length) {
    checks.push(['proc_rationale', (t) => rationale.includes(t.procurementMethodRationale ?? '')]);
  }
  const group = all('group');
  if (group.length) checks.push(['group', (t) => group.includes(t.mainProcurementCategory ?? '')]);
  const criteria = all('awardCriteria');
  if (criteria.length)
    checks.push(['awardCriteria', (t) => criteria.includes(t.awardCriteria ?? '')]);
  const milestone = all('milestone[code]');
  if (milestone.length) {
    checks.push([
      'milestone',
      (t) => (t.milestones ?? []).some((m) => milestone.includes(m.code ?? '')),
    ]);
  }
  if (params.get('local_share') === '0') {
    checks.push([
      'local_share',
      (t) => !(t.criteria ?? []).some((c) => c.classification?.id?.includes('LOCAL_ORIGIN_LEVEL')),
    ]);
  }
  const flags = all('flags');
  if (flags.length) {
    checks.push(['flags', (_t, hit) => (hit.flags ?? []).some((flag) => flags.includes(flag))]);
  }
  return checks;
};

describe.each(backends)('the same first pages as before the search table, $name', (backend) => {
  const h = useHarness(backend);
  const search = (query: string) => searchTenders(h().app, query);

  it('holds one answer for each query, written from the code before the search table', () => {
    expect(expected.map((answer) => answer.query)).toEqual(
      FIRST_PAGE_QUERIES.map((entry) => entry.query),
    );
  });

  it.each(FIRST_PAGE_QUERIES.map((entry, index) => [entry.name, entry.query, index] as const))(
    '%s (%s)',
    async (_name, query, index) => {
      const answer = expected[index];
      const body = await search(query);
      expect(body.data.map((hit) => hit.id)).toEqual(answer?.ids);
      expect({ total: body.total, relation: body.total_relation }).toEqual({
        total: answer?.total,
        relation: answer?.relation,
      });
      for (const hit of body.data) {
        const tender = byId.get(hit.id);
        expect(tender, hit.id).toBeDefined();
        for (const [filter, holds] of checksOf(query)) {
          expect(tender && holds(tender, hit), `${hit.id} fails ${filter}`).toBe(true);
        }
      }
      // An 'eq' total is the number of matches: every page of 1,000 holds them all.
      if (body.total_relation === 'eq') {
        const every = new URLSearchParams(query);
        every.delete('page');
        every.set('per_page', '1000');
        expect((await search(every.toString())).data).toHaveLength(body.total);
      }
    },
  );
});

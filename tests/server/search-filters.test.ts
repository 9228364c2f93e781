import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import { backends, useHarness } from './backends.ts';
import {
  codesOf,
  idsWhere,
  itemCodes,
  periodMeets,
  valueOf,
  type RawTender,
} from './search-shipped.ts';
import { shippedTenders } from '../support/shipped-cdb.ts';

const tenders = shippedTenders<RawTender>();
const everyId = idsWhere(tenders, () => true);

/** Each case: the query, and which shipped tenders it must find (computed from the raw JSON). */
const cases: [string, string, (tender: RawTender) => boolean][] = [
  [
    'buyer (the buyers, else the procuring entity)',
    'buyer[]=00037256',
    (t) =>
      (t.buyers?.length ? codesOf(t.buyers) : codesOf([t.procuringEntity ?? {}])).includes(
        '00037256',
      ),
  ],
  [
    'buyer of a centralised purchase',
    'buyer=43985560',
    (t) => codesOf(t.buyers).includes('43985560'),
  ],
  [
    'tenderer (bidders and awarded suppliers)',
    'tenderer[]=00137256&tenderer[]=3111216477',
    (t) =>
      [
        ...(t.bids ?? []).flatMap((bid) => codesOf(bid.tenderers)),
        ...(t.awards ?? []).flatMap((award) => codesOf(award.suppliers)),
      ].some((code) => code === '00137256' || code === '3111216477'),
  ],
  [
    'procuringEntity',
    'procuringEntity=21725150',
    (t) => t.procuringEntity?.identifier?.id === '21725150',
  ],
  ['funders', 'funders[]=47045', (t) => codesOf(t.funders).includes('47045')],
  [
    'status (a list)',
    'status[]=active.tendering&status[]=cancelled',
    (t) => t.status === 'active.tendering' || t.status === 'cancelled',
  ],
  [
    'region',
    `region=${encodeURIComponent('Вінницька область')}`,
    (t) => t.procuringEntity?.address?.region === 'Вінницька область',
  ],
  ['cpv (exact code)', 'cpv[]=44617100-9', (t) => itemCodes(t).includes('44617100-9')],
  ['cpv without the check digit', 'cpv=55523100', (t) => itemCodes(t).includes('55523100-3')],
  [
    'cpv_mask of a code ("03100000" → "031")',
    'cpv_mask[]=03100000',
    (t) => itemCodes(t).some((code) => code.startsWith('031')),
  ],
  [
    'cpv_mask as a prefix',
    'cpv_mask[]=44&cpv_mask[]=555',
    (t) => itemCodes(t).some((code) => code.startsWith('44') || code.startsWith('555')),
  ],
  [
    'proc_type (a list)',
    'proc_type[]=reporting&proc_type[]=priceQuotation',
    (t) => ['reporting', 'priceQuotation'].includes(t.procurementMethodType ?? 'belowThreshold'),
  ],
  [
    'value (a UAH range)',
    'value[currency]=UAH&value[amount][start]=100000&value[amount][end]=1000000',
    (t) => {
      const value = valueOf(t);
      return value?.currency === 'UAH' && value.amount >= 100_000 && value.amount <= 1_000_000;
    },
  ],
  [
    'value from a lower bound only',
    'value[amount][start]=5000000',
    (t) => valueOf(t)?.currency === 'UAH' && (valueOf(t)?.amount ?? 0) >= 5_000_000,
  ],
  [
    'date[tender] (Kyiv days)',
    'date[tender][start]=2026-01-01&date[tender][end]=2026-01-31',
    (t) => periodMeets(t.tenderPeriod, '2026-01-01T00:00:00+02:00', '2026-02-01T00:00:00+02:00'),
  ],
  [
    'date[enquiry]',
    'date[enquiry][start]=2026-01-10&date[enquiry][end]=2026-01-20',
    (t) => periodMeets(t.enquiryPeriod, '2026-01-10T00:00:00+02:00', '2026-01-21T00:00:00+02:00'),
  ],
  [
    'date[auction] from a start only',
    'date[auction][start]=2027-01-01',
    (t) => periodMeets(t.auctionPeriod, '2027-01-01T00:00:00+02:00', '9999-01-01T00:00:00Z'),
  ],
  [
    'date[award] with date-times',
    'date[award][start]=2026-01-01T00:00:00Z&date[award][end]=2026-01-31T23:59:59Z',
    (t) => periodMeets(t.awardPeriod, '2026-01-01T00:00:00Z', '2026-01-31T23:59:59.001Z'),
  ],
  [
    'date[qualification] up to an end only',
    'date[qualification][end]=2026-12-31',
    (t) => periodMeets(t.qualificationPeriod, '1970-01-01T00:00:00Z', '2027-01-01T00:00:00+02:00'),
  ],
  ['proc_rationale', 'proc_rationale[]=defense', (t) => t.procurementMethodRationale === 'defense'],
  [
    'milestone[code]',
    'milestone[code]=prepayment',
    (t) => (t.milestones ?? []).some((milestone) => milestone.code === 'prepayment'),
  ],
  [
    'group (main procurement category)',
    'group[]=services&group[]=works',
    (t) => ['services', 'works'].includes(t.mainProcurementCategory ?? ''),
  ],
  [
    'awardCriteria',
    'awardCriteria[]=ratedCriteria&awardCriteria[]=lifeCycleCost',
    (t) => ['ratedCriteria', 'lifeCycleCost'].includes(t.awardCriteria ?? ''),
  ],
  [
    'local_share=0 (no local-origin requirement)',
    'local_share=0',
    (t) =>
      !(t.criteria ?? []).some(
        (c) => c.classification?.id?.includes('LOCAL_ORIGIN_LEVEL') === true,
      ),
  ],
  ['filterType of this section', 'filterType=tender', () => true],
  [
    'several filters together',
    'procuringEntity=00037256&proc_type=belowThreshold&status[]=complete',
    (t) =>
      t.procuringEntity?.identifier?.id === '00037256' &&
      (t.procurementMethodType ?? 'belowThreshold') === 'belowThreshold' &&
      t.status === 'complete',
  ],
];

describe.each(backends)('tender search filters on the shipped data, $name', (backend) => {
  const h = useHarness(backend);
  // mode=test: these check the filters over every shipped tender, the test ones included
  // (search-test-mode.test.ts checks that a search without it leaves them out).
  const found = async (query: string): Promise<string[]> => {
    const res = await h().app.inject({
      method: 'POST',
      url: `/api/search/tender?per_page=1000&mode=test&${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SearchResponse<TenderHit>>();
    expect(body.total).toBe(body.data.length);
    return body.data.map((hit) => hit.id).sort();
  };

  it.each(cases)('%s: %s', async (_name, query, keep) => {
    const expected = idsWhere(tenders, keep);
    const ids = await found(query);
    expect(ids).toEqual(expected);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('narrows: every single-key filter except filterType and local_share=0 finds fewer than all', async () => {
    for (const [, query] of cases) {
      if (query === 'filterType=tender' || query === 'local_share=0') continue;
      expect((await found(query)).length, query).toBeLessThan(everyId.length);
    }
  });

  it('local_share above 0 finds only tenders with such a requirement (none are shipped)', async () => {
    expect(await found('local_share=10')).toEqual([]);
    expect(await found('local_share=0')).toEqual(everyId);
  });

  it('reads a bare date as the whole day in Kyiv', async () => {
    // A tender period ending at Kyiv midnight (22:00 UTC the day before).
    const tender = tenders.find((t) => /T00:00:00\+02:00$/.test(t.tenderPeriod?.endDate ?? ''));
    const day = tender?.tenderPeriod?.endDate?.slice(0, 10) ?? '';
    expect(day).not.toBe('');
    expect(await found(`date[tender][start]=${day}&date[tender][end]=${day}`)).toContain(
      tender?.id,
    );
    const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await found(`date[tender][start]=${next}`)).not.toContain(tender?.id);
  });

  it('finds nothing for well-formed values that no tender has', async () => {
    for (const query of [
      'status=foo',
      'proc_type=nothing',
      'region=Atlantis',
      'cpv=99999998-1',
      'buyer=1',
      'milestone[code]=nope',
      'group=spaceships',
    ]) {
      expect(await found(query), query).toEqual([]);
    }
  });

  it('takes a list as a single value or repeated parameters alike', async () => {
    const single = await found('status=complete');
    expect(await found('status[]=complete')).toEqual(single);
    expect(await found('status=complete&status=complete')).toEqual(single);
    expect(await found('status[0]=complete')).toEqual(single);
  });
});

import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../contract/api.ts';
import type { SearchHit } from '../../contract/search.ts';
import { backends, useHarness } from './backends.ts';
import { codesOf, periodMeets, type RawParty, type RawPeriod } from './search-shipped.ts';
import { shippedCdb } from '../support/shipped-cdb.ts';

interface RawObject {
  id: string;
  dateModified: string;
  date?: string;
  datePublished?: string;
  planID?: string;
  prettyID?: string;
  status?: string;
  frameworkType?: string;
  procuringEntity?: RawParty;
  buyers?: RawParty[];
  classification?: { id?: string };
  items?: { classification?: { id?: string } }[];
  budget?: {
    amount?: number;
    currency?: string;
    year?: number;
    description?: string;
    period?: RawPeriod;
  };
  tender?: { procurementMethodType?: string; tenderPeriod?: RawPeriod };
  period?: RawPeriod;
  qualificationPeriod?: RawPeriod;
}

/** The newest version of each object in a folder of shipped CDB files (first file on a tie). */
const plans = shippedCdb<RawObject>('plans');
const frameworks = shippedCdb<RawObject>('frameworks', 'doc-framework-');
const cpvOf = (o: RawObject): string[] => [
  o.classification?.id ?? '',
  ...(o.items ?? []).map((item) => item.classification?.id ?? ''),
];
const planYear = (o: RawObject): number | undefined =>
  o.budget?.year ??
  (o.budget?.period?.startDate ? Number(o.budget.period.startDate.slice(0, 4)) : undefined);
const ids = (objects: RawObject[], keep: (o: RawObject) => boolean): string[] =>
  objects
    .filter(keep)
    .map((o) => o.id)
    .sort();

const planCases: [string, (o: RawObject) => boolean][] = [
  [
    'buyer=111983',
    (o) =>
      (o.buyers?.length ? codesOf(o.buyers) : codesOf([o.procuringEntity ?? {}])).includes(
        '111983',
      ),
  ],
  ['procuringEntity[]=111983', (o) => o.procuringEntity?.identifier?.id === '111983'],
  [
    `year[]=${String(planYear(plans[0] ?? plans[1] ?? ({} as RawObject)) ?? 2024)}`,
    (o) => planYear(o) === planYear(plans[0] ?? ({} as RawObject)),
  ],
  ['status[]=scheduled&status[]=draft', (o) => o.status === 'scheduled' || o.status === 'draft'],
  [
    `region=${encodeURIComponent('Київська область')}`,
    (o) => o.procuringEntity?.address?.region === 'Київська область',
  ],
  ['cpv[]=03111600-8', (o) => cpvOf(o).includes('03111600-8')],
  ['cpv_mask[]=44000000', (o) => cpvOf(o).some((code) => code.startsWith('44'))],
  ['proc_type[]=aboveThresholdUA', (o) => o.tender?.procurementMethodType === 'aboveThresholdUA'],
  [
    'value[amount][start]=50000&value[amount][end]=200000',
    (o) =>
      o.budget?.currency === 'UAH' &&
      (o.budget.amount ?? 0) >= 50_000 &&
      (o.budget.amount ?? 0) <= 200_000,
  ],
  [
    'date[plan][start]=2024-01-01&date[plan][end]=2024-12-31',
    (o) =>
      periodMeets(
        { startDate: o.datePublished },
        '2024-01-01T00:00:00+02:00',
        '2025-01-01T00:00:00+02:00',
      ),
  ],
  [
    'date[tender][start]=2027-01-01',
    (o) => periodMeets(o.tender?.tenderPeriod, '2027-01-01T00:00:00+02:00', '9999-01-01T00:00:00Z'),
  ],
  [
    `text=${encodeURIComponent('КАВА')}`,
    (o) => o.budget?.description?.toLowerCase().includes('кава') === true,
  ],
];

const frameworkCases: [string, (o: RawObject) => boolean][] = [
  ['procuringEntity=40996564', (o) => o.procuringEntity?.identifier?.id === '40996564'],
  ['status=draft', (o) => o.status === 'draft'],
  ['framework_types[]=electronicCatalogue', (o) => o.frameworkType === 'electronicCatalogue'],
  ['cpv_mask=0311', (o) => cpvOf(o).some((code) => code.startsWith('0311'))],
  [
    'date[framework][start]=2027-01-01',
    (o) => periodMeets(o.period, '2027-01-01T00:00:00+02:00', '9999-01-01T00:00:00Z'),
  ],
  [
    'date[qualification][end]=2024-12-31',
    (o) => periodMeets(o.qualificationPeriod, '1970-01-01T00:00:00Z', '2025-01-01T00:00:00+02:00'),
  ],
];

describe.each(backends)(
  'plan, catalog and products search on the shipped data, $name',
  (backend) => {
    const h = useHarness(backend);
    const search = async (section: string, query: string): Promise<SearchResponse<SearchHit>> => {
      // mode=test: the filters are checked over every shipped object (the frameworks and
      // products are all test data); search-test-mode.test.ts checks the default leaves them out.
      const res = await h().app.inject({
        method: 'POST',
        url: `/api/search/${section}?per_page=1000&mode=test&${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SearchResponse<SearchHit>>();
    };
    const found = async (section: string, query: string): Promise<string[]> =>
      (await search(section, query)).data.map((hit) => hit.id).sort();

    it('lists every shipped plan and framework without filters', async () => {
      expect(await found('plan', '')).toEqual(ids(plans, () => true));
      expect(await found('catalog', '')).toEqual(ids(frameworks, () => true));
    });

    it.each(planCases)('plans: %s', async (query, keep) => {
      expect(await found('plan', query)).toEqual(ids(plans, keep));
    });

    it.each(frameworkCases)('frameworks: %s', async (query, keep) => {
      expect(await found('catalog', query)).toEqual(ids(frameworks, keep));
    });

    it('ranks an exact planID first and sorts plans by value both ways', async () => {
      const { data } = await search('plan', 'text=UA-P-2024-03-15-012966-a');
      expect(data[0]?.id).toBe(plans.find((o) => o.planID === 'UA-P-2024-03-15-012966-a')?.id);
      for (const order of ['asc', 'desc'] as const) {
        const amounts = (await search('plan', `sort_by=value&order=${order}`)).data.map(
          (hit) => plans.find((o) => o.id === hit.id)?.budget?.amount ?? 0,
        );
        const sorted = [...amounts].sort((a, b) => (order === 'asc' ? a - b : b - a));
        expect(amounts).toEqual(sorted);
      }
    });

    it('sorts frameworks by publication date both ways', async () => {
      for (const order of ['asc', 'desc'] as const) {
        const dates = (await search('catalog', `sort_by=publication_date&order=${order}`)).data.map(
          (hit) => {
            const o = frameworks.find((f) => f.id === hit.id);
            return Date.parse(o?.date ?? o?.dateModified ?? '');
          },
        );
        expect(dates).toEqual([...dates].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      }
    });

    it('finds products by a word of the title and by CPV code', async () => {
      const all = (await search('products', '')).data as {
        id: string;
        title: string;
        classificationId?: string;
      }[];
      expect(all.length).toBeGreaterThan(0);
      const word = all[0]?.title.split(/\s+/)[0] ?? '';
      const byWord = await found('products', `text=${encodeURIComponent(word.toUpperCase())}`);
      expect(byWord).toEqual(
        all
          .filter((p) => p.title.toLowerCase().includes(word.toLowerCase()))
          .map((p) => p.id)
          .sort(),
      );
      const code = all[0]?.classificationId ?? '';
      expect(await found('products', `cpv=${code}`)).toEqual(
        all
          .filter((p) => p.classificationId?.slice(0, 8) === code.slice(0, 8))
          .map((p) => p.id)
          .sort(),
      );
    });
  },
);

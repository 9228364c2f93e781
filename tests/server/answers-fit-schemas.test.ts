/**
 * The client checks each answer it reads against the API's schema (src/lib/fits-schema.ts) and
 * treats one that does not fit as a failure. So every answer the server gives for the shipped
 * data must fit: a schema stricter than the server would turn real pages into errors.
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { SEARCH_SECTIONS, type SearchSection } from '../../contract/api.ts';
import {
  ArticleAnswerSchema,
  ArticleListAnswerSchema,
  FlagCountsAnswerSchema,
  FrameworkAnswerSchema,
  OrgProfileAnswerSchema,
  PlanAnswerSchema,
  ProductAnswerSchema,
  SearchAnswerSchema,
  StaticDataAnswerSchema,
  StatsAnswerSchema,
  TenderAgreementsAnswerSchema,
  TenderAnswerSchema,
  TenderComplaintsAnswerSchema,
  TenderMonitoringsAnswerSchema,
  TenderQuestionsAnswerSchema,
} from '../../contract/schemas/answers.ts';
import { DICTIONARY_KEYS } from '../../contract/static-data.ts';
import { backends, useHarness } from './backends.ts';

const ENTITY_SCHEMAS = {
  tender: ['tenders', TenderAnswerSchema],
  plan: ['plans', PlanAnswerSchema],
  catalog: ['frameworks', FrameworkAnswerSchema],
  products: ['products', ProductAnswerSchema],
} satisfies Record<SearchSection, [string, TSchema]>;

const TAB_SCHEMAS = {
  questions: TenderQuestionsAnswerSchema,
  complaints: TenderComplaintsAnswerSchema,
  agreements: TenderAgreementsAnswerSchema,
  monitorings: TenderMonitoringsAnswerSchema,
};

/** Where an answer breaks its schema (the first few places), or nothing when it fits. */
const misfits = (schema: TSchema, answer: unknown): string[] =>
  [...Value.Errors(schema, answer)].slice(0, 3).map((error) => `${error.path}: ${error.message}`);

describe.each(backends)('every answer the client reads fits its schema, $name', (backend) => {
  const h = useHarness(backend);
  /** A 200's JSON; the test fails, naming the address, on any other status. */
  const answer = async (url: string, method: 'GET' | 'POST' = 'GET'): Promise<unknown> => {
    const res = await h().app.inject({ url, method });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  const expectFits = async (schema: TSchema, url: string, method?: 'POST') => {
    const json = await answer(url, method);
    expect(misfits(schema, json), url).toEqual([]);
    return json;
  };

  it.each(SEARCH_SECTIONS)(
    'search in %s (test objects too), and every object it finds',
    async (section) => {
      const page = (await expectFits(
        SearchAnswerSchema,
        `/api/search/${section}?per_page=1000&mode=test`,
        'POST',
      )) as { data: { id: string }[] };
      expect(page.data.length).toBeGreaterThan(0);
      const [collection, schema] = ENTITY_SCHEMAS[section];
      for (const { id } of page.data) await expectFits(schema, `/api/${collection}/${id}`);
    },
  );

  it("every tender's four tabs, and the profile of each real tender's buyer", async () => {
    const { data } = (await answer('/api/search/tender?per_page=1000&mode=test', 'POST')) as {
      data: { id: string }[];
    };
    const buyers = new Set<string>();
    for (const { id } of data) {
      for (const [tab, schema] of Object.entries(TAB_SCHEMAS)) {
        await expectFits(schema, `/api/tenders/${id}/${tab}`);
      }
      const tender = (await answer(`/api/tenders/${id}`)) as {
        data: { mode?: string; procuringEntity?: { identifier?: { id?: string } } };
      };
      const edrpou = tender.data.procuringEntity?.identifier?.id;
      // Profiles are made from real tenders only.
      if (edrpou && tender.data.mode !== 'test') buyers.add(edrpou);
    }
    expect(buyers.size).toBeGreaterThan(0);
    for (const edrpou of buyers) await expectFits(OrgProfileAnswerSchema, `/api/orgs/${edrpou}`);
  });

  it('the article list and every article', async () => {
    const list = (await expectFits(ArticleListAnswerSchema, '/api/articles?per_page=100')) as {
      data: { slug: string }[];
    };
    expect(list.data.length).toBeGreaterThan(0);
    for (const { slug } of list.data)
      await expectFits(ArticleAnswerSchema, `/api/articles/${slug}`);
  });

  it('the home numbers, the flag counts and every dictionary', async () => {
    await expectFits(StatsAnswerSchema, '/api/stats');
    await expectFits(FlagCountsAnswerSchema, '/api/flags');
    for (const lang of ['uk', 'en']) {
      for (const key of DICTIONARY_KEYS) {
        await expectFits(
          StaticDataAnswerSchema,
          `/api/static-data?lang=${lang}&cache[0][key]=${key}`,
        );
      }
    }
  });
});

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { SearchResponse } from '../../contract/api.ts';
import type { SearchHit } from '../../contract/search.ts';
import { SearchAnswerSchema } from '../../contract/schemas/answers.ts';
import { SearchParamsSchema, SearchQuerySchema } from '../../contract/schemas/requests.ts';
import type { Database } from '../db/database.ts';
import { errorAnswers } from '../http/openapi.ts';
import { readPaging } from '../http/params.ts';
import { parseFilters } from '../search/parse-filters.ts';
import { runSearch } from '../search/run-search.ts';
import { needleOf, textMarks } from '../search/text-match.ts';
import { warmWordForms } from '../search/word-forms/index.ts';

const schema = (method: 'GET' | 'POST') =>
  ({
    schema: {
      summary: `Search tenders, plans, frameworks or products (${method})`,
      description:
        'One page of a search. The filters are those of `SECTION_FILTERS` (contract/search.ts); ' +
        'any other key is a 400 naming the keys the section takes. ' +
        (method === 'POST' ? 'The query string carries the filters; a body is ignored.' : ''),
      params: SearchParamsSchema,
      querystring: SearchQuerySchema,
      response: { 200: SearchAnswerSchema, ...errorAnswers(400) },
    },
  }) satisfies RouteShorthandOptions;

export const searchRoutes = (app: FastifyInstance, db: Database): void => {
  warmWordForms();
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const handler = async (
    request: FastifyRequest<{ Params: typeof SearchParamsSchema.static }>,
  ): Promise<SearchResponse<SearchHit>> => {
    const { section } = request.params;
    const query = request.query as Record<string, unknown>;
    const { page, perPage, offset } = readPaging(query);
    const filters = parseFilters(query, section);
    const { hits, total, relation } = await runSearch(db, section, filters, {
      limit: perPage,
      offset,
    });
    const needle = needleOf(filters.text);
    return {
      data: hits,
      page,
      per_page: perPage,
      total,
      total_relation: relation,
      ...(needle ? { marks: textMarks(needle) } : {}),
    };
  };
  typed.get('/api/search/:section', schema('GET'), handler);
  typed.post('/api/search/:section', schema('POST'), handler);
};

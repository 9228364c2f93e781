import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SEARCH_SECTIONS } from '../../contract/api.ts';
import type { SearchResponse, SearchSection } from '../../contract/api.ts';
import type { SearchHit } from '../../contract/search.ts';
import type { Database } from '../db/database.ts';
import { BadRequestError } from '../http/errors.ts';
import { readPaging } from '../http/params.ts';
import { parseFilters } from '../search/parse-filters.ts';
import { runSearch } from '../search/run-search.ts';
import { needleOf, textMarks } from '../search/text-match.ts';
import { warmWordForms } from '../search/word-forms/index.ts';

const isSection = (section: string): section is SearchSection =>
  (SEARCH_SECTIONS as readonly string[]).includes(section);

export const searchRoutes = (app: FastifyInstance, db: Database): void => {
  warmWordForms();
  const handler = async (
    request: FastifyRequest<{ Params: { section: string } }>,
  ): Promise<SearchResponse<SearchHit>> => {
    const { section } = request.params;
    if (!isSection(section)) {
      throw new BadRequestError(
        `Unknown search section "${section.slice(0, 40)}": use ${SEARCH_SECTIONS.join(', ')}`,
      );
    }
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
  app.get('/api/search/:section', handler);
  app.post('/api/search/:section', handler);
};

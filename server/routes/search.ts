import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SearchResponse, SearchSection } from '../../contract/api.ts';
import type { TenderSearchHit } from '../../contract/tender.ts';
import type { Database } from '../db/database.ts';
import { searchTenders } from '../db/tenders.ts';
import { BadRequestError } from '../http/errors.ts';
import { optionalString, readPaging } from '../http/params.ts';

const SECTIONS: readonly SearchSection[] = ['tender', 'plan', 'catalog', 'products'];
const MAX_TEXT = 200;

export const searchRoutes = (app: FastifyInstance, db: Database): void => {
  const handler = async (
    request: FastifyRequest<{ Params: { section: string } }>,
  ): Promise<SearchResponse<TenderSearchHit>> => {
    const { section } = request.params;
    if (!(SECTIONS as readonly string[]).includes(section)) {
      throw new BadRequestError(
        `Unknown search section "${section.slice(0, 40)}": use ${SECTIONS.join(', ')}`,
      );
    }
    const query = request.query as Record<string, unknown>;
    const { page, perPage, offset } = readPaging(query);
    const text = optionalString(query, 'text');
    if (text !== undefined && text.length > MAX_TEXT) {
      throw new BadRequestError(`"text" is longer than ${MAX_TEXT} characters`);
    }
    // Plans, frameworks and products are indexed by the data issue; until then they are empty.
    if (section !== 'tender') return { data: [], page, per_page: perPage, total: 0 };
    const { hits, total } = await searchTenders(db, { text, limit: perPage, offset });
    return { data: hits, page, per_page: perPage, total };
  };
  app.get('/api/search/:section', handler);
  app.post('/api/search/:section', handler);
};

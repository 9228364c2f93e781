import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGS, PAGING } from '../../contract/api.ts';
import type { Database } from '../db/database.ts';
import { findOcdsSource, ocdsSourcesOf } from '../ocds/stored-sources.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { sendJsonAnswer } from '../http/cached-answer.ts';
import { sendError } from '../http/errors.ts';
import { documentAnswer, errorAnswers, NOT_MODIFIED } from '../http/openapi.ts';
import { OcdsPackageSchema } from '../../contract/schemas/answers.ts';
import {
  LangQuerySchema,
  OcdsParamsSchema,
  SearchExportQuerySchema,
} from '../../contract/schemas/requests.ts';
import { originOf } from '../http/origin.ts';
import { readPaging } from '../http/params.ts';
import { ocdsReleasePackage } from '../ocds/package.ts';
import type { SearchFilters } from '../search/filters.ts';
import { parseFilters } from '../search/parse-filters.ts';
import { readOption } from '../search/query-readers.ts';
import { runSearch } from '../search/run-search.ts';

/** Search results read per query: the largest page the search answers. */
const HITS_PER_QUERY = PAGING.maxPerPage;
/** Tenders read from the database at once: a few megabytes of JSON at most. */
const TENDERS_PER_READ = 50;

/** The media type of the JSON Lines export: newline-delimited JSON, one package per line. */
export const JSONL_TYPE = 'application/x-ndjson; charset=utf-8';

/**
 * The package lines of a search, a batch of tenders at a time, each batch read only when the one
 * before has been taken: at most the 10,000-result window, whatever page and per_page say.
 */
async function* packageLines(
  db: Database,
  filters: SearchFilters,
  origin: string,
): AsyncGenerator<string> {
  for (let offset = 0; offset < PAGING.window; offset += HITS_PER_QUERY) {
    const { hits } = await runSearch(db, 'tender', filters, { limit: HITS_PER_QUERY, offset });
    for (let start = 0; start < hits.length; start += TENDERS_PER_READ) {
      const ids = hits.slice(start, start + TENDERS_PER_READ).map((hit) => hit.id);
      const sources = await ocdsSourcesOf(db, ids);
      if (sources.length === 0) continue;
      yield sources
        .map((source) => `${JSON.stringify(ocdsReleasePackage(source, origin))}\n`)
        .join('');
    }
    if (hits.length < HITS_PER_QUERY) return;
  }
}

/**
 * GET /api/tenders/:id/ocds: the tender's OCDS 1.1 release package (server/ocds), with an ETag of
 * its JSON. GET /api/search/tender.ocds.jsonl: the search of /api/search/tender (the same query,
 * read and refused alike, as the CSV export) as JSON Lines, one package per tender, streamed.
 */
export const ocdsRoutes = (
  app: FastifyInstance,
  db: Database,
  answers: AnswerCache,
  publicUrl: string | undefined,
): void => {
  app.get<{ Params: { id: string }; Querystring: { lang?: unknown } }>(
    '/api/tenders/:id/ocds',
    {
      compress: false,
      schema: {
        summary: 'A tender as OCDS',
        description:
          'The tender as an OCDS 1.1 release package (bids and lots extensions), one release ' +
          'per lot, with an ETag; a malformed id is a 400.',
        params: OcdsParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: OcdsPackageSchema, 304: NOT_MODIFIED, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // The export links' language names nothing in the package, but is refused when wrong.
      readOption(request.query.lang, 'lang', LANGS);
      const source = await findOcdsSource(db, id);
      if (!source) return sendError(reply, 404, `Tender "${id}" not found`);
      const answer = ocdsReleasePackage(source, originOf(request, publicUrl));
      await sendJsonAnswer(request, reply, answers, `${source.tender.id}/ocds`, answer);
      return reply;
    },
  );

  const jsonlSchema = {
    summary: 'A tender search as OCDS JSON Lines',
    description:
      'The search of /api/search/tender (its query, read and refused alike) as OCDS 1.1 JSON ' +
      'Lines: one release package per tender per line, every result up to the 10,000 window, ' +
      'streamed.',
    querystring: SearchExportQuerySchema,
    response: {
      200: documentAnswer('application/x-ndjson', 'One release package per line.'),
      ...errorAnswers(400),
    },
  };
  app.get(
    '/api/search/tender.ocds.jsonl',
    { schema: jsonlSchema },
    async (request: FastifyRequest, reply) => {
      const { lang, ...query } = request.query as Record<string, unknown>;
      // The CSV export's language names nothing here, but is refused alike when it is wrong.
      readOption(lang, 'lang', LANGS);
      readPaging(query);
      const filters = parseFilters(query, 'tender');
      const lines = packageLines(db, filters, originOf(request, publicUrl));
      // The first batch is read before the answer starts, so a failing search is still a 500 JSON.
      const first = await lines.next();
      const stream = Readable.from(
        (async function* () {
          if (!first.done) yield first.value;
          yield* lines;
        })(),
      );
      stream.on('error', (error) => {
        request.log.error({ err: error }, 'OCDS export failed');
      });
      return reply
        .type(JSONL_TYPE)
        .header('Content-Disposition', 'attachment; filename="tenders.ocds.jsonl"')
        .send(stream);
    },
  );
};

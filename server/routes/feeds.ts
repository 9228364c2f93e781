import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, LANGS } from '../../contract/api.ts';
import type { TenderHit } from '../../contract/search.ts';
import type { Database } from '../db/database.ts';
import { findByKey } from '../db/find-by-key.ts';
import type { DictionaryStore } from '../dictionaries.ts';
import { searchPart } from '../feeds/atom.ts';
import { FEED_ENTRIES, searchFeedXml } from '../feeds/search-feed.ts';
import { tenderFeedXml } from '../feeds/tender-feed.ts';
import { tenderStory } from '../feeds/tender-story.ts';
import { sendError } from '../http/errors.ts';
import { documentAnswer, errorAnswers } from '../http/openapi.ts';
import { originOf } from '../http/origin.ts';
import {
  FeedFileParamsSchema,
  LangQuerySchema,
  SearchExportQuerySchema,
} from '../../contract/schemas/requests.ts';
import { readPaging } from '../http/params.ts';
import { csvLabels } from '../search/csv/labels.ts';
import { parseFilters } from '../search/parse-filters.ts';
import { readOption } from '../search/query-readers.ts';
import { runSearch } from '../search/run-search.ts';
import type { StoredTender } from '../watches/tender-events.ts';

/** Feed readers ask often; a minute's staleness is nothing to a watcher. */
const FEED_MAX_AGE_S = 60;

/**
 * GET /feeds/tender.atom?<a tender search's query>: the search's 50 newest matches (by
 * publication date) as an Atom feed; the query is read and refused as /api/search/tender's.
 * GET /feeds/tender/:id.atom (tenderID or id): the tender's 50 latest questions, complaints,
 * decisions, cancellations, contracts and documents. `lang` (uk, en) names the language of
 * their text and links.
 */
export const feedRoutes = (
  app: FastifyInstance,
  db: Database,
  publicUrl: string | undefined,
  dictionaries: DictionaryStore,
): void => {
  const searchFeedSchema = {
    summary: 'A tender search as Atom',
    description:
      'The search of /api/search/tender (its query, read and refused alike) as an Atom feed ' +
      '(RFC 4287) of its 50 newest matches by publication date.',
    querystring: SearchExportQuerySchema,
    response: {
      200: documentAnswer('application/atom+xml', 'An Atom feed.'),
      ...errorAnswers(400),
    },
  };
  app.get('/feeds/tender.atom', { schema: searchFeedSchema }, async (request, reply) => {
    const { lang: rawLang, ...query } = request.query as Record<string, unknown>;
    // Paging is checked as the search checks it, and left unused: a feed is its first page.
    readPaging(query);
    const lang = readOption(rawLang, 'lang', LANGS) ?? DEFAULT_LANG;
    const filters = parseFilters(query, 'tender');
    const { hits } = await runSearch(
      db,
      'tender',
      { ...filters, sort: { key: 'publication_date', order: 'desc' } },
      { limit: FEED_ENTRIES, offset: 0 },
    );
    const xml = searchFeedXml({
      hits: hits as TenderHit[],
      lang,
      origin: originOf(request, publicUrl),
      search: searchPart(request.url.split('?')[1] ?? ''),
      text: filters.text,
      labels: csvLabels('tender', lang, dictionaries),
    });
    return reply
      .type('application/atom+xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${String(FEED_MAX_AGE_S)}`)
      .send(xml);
  });

  const tenderFeedSchema = {
    summary: 'A tender’s story as Atom',
    description:
      'Its 50 latest questions and answers, complaints, award decisions, cancellations, signed ' +
      'contracts and documents, each linking the tender page’s tab; 404 JSON for an unknown tender.',
    params: FeedFileParamsSchema(
      'The tenderID or id, then `.atom`: `UA-2024-02-28-009286-a.atom`.',
    ),
    querystring: LangQuerySchema,
    response: {
      200: documentAnswer('application/atom+xml', 'An Atom feed.'),
      ...errorAnswers(400, 404),
    },
  };
  app.get<{ Params: { file: string } }>(
    '/feeds/tender/:file',
    { schema: tenderFeedSchema },
    async (request, reply) => {
      const lang = readOption((request.query as Record<string, unknown>).lang, 'lang', LANGS);
      const key = request.params.file.replace(/\.atom$/, '');
      const stored = request.params.file.endsWith('.atom')
        ? await findByKey<StoredTender>(db, 'tenders', 'data AS tender, tabs', key)
        : undefined;
      if (!stored) {
        return sendError(reply, 404, `No tender has the tenderID or id "${key.slice(0, 100)}"`);
      }
      const origin = originOf(request, publicUrl);
      const feedLang = lang ?? DEFAULT_LANG;
      const xml = tenderFeedXml({
        tender: stored.tender,
        entries: tenderStory(stored, FEED_ENTRIES),
        lang: feedLang,
        origin,
        self: `${origin}/feeds/tender/${encodeURIComponent(stored.tender.tenderID)}.atom?lang=${feedLang}`,
        labels: csvLabels('tender', feedLang, dictionaries),
      });
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('Cache-Control', `public, max-age=${String(FEED_MAX_AGE_S)}`)
        .send(xml);
    },
  );
};

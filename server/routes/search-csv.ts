import { pipeline, Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANG,
  LANGS,
  PAGING,
  SEARCH_SECTIONS,
  type SearchSection,
} from '../../contract/api.ts';
import type { Database } from '../db/database.ts';
import type { DictionaryStore } from '../dictionaries.ts';
import { csvStream, type CsvValue } from '../http/csv.ts';
import { documentAnswer, errorAnswers } from '../http/openapi.ts';
import { originOf } from '../http/origin.ts';
import { SearchExportQuerySchema } from '../../contract/schemas/requests.ts';
import { readPaging } from '../http/params.ts';
import { CSV_COLUMNS, URL_HEADING } from '../search/csv/columns.ts';
import { csvLabels, type CsvLabels } from '../search/csv/labels.ts';
import type { SearchFilters } from '../search/filters.ts';
import { parseFilters } from '../search/parse-filters.ts';
import { readOption } from '../search/query-readers.ts';
import { runSearch } from '../search/run-search.ts';

/** Rows read per query: the largest page the search answers. */
const ROWS_PER_QUERY = PAGING.maxPerPage;

/** The file name a browser saves the export as. */
const FILE_NAMES: Record<SearchSection, string> = {
  tender: 'tenders.csv',
  plan: 'plans.csv',
  catalog: 'frameworks.csv',
  products: 'products.csv',
};

/**
 * The CSV records of a search a page at a time, the heading with the first, each page read only
 * when the one before has been taken: at most the 10,000-result window, whatever page and
 * per_page the query names.
 */
async function* csvPages(
  db: Database,
  section: SearchSection,
  filters: SearchFilters,
  { lang, origin, labels }: { lang: 'uk' | 'en'; origin: string; labels: CsvLabels },
): AsyncGenerator<CsvValue[][]> {
  const { columns, pagePath } = CSV_COLUMNS[section];
  let heading: CsvValue[][] = [
    [...columns.map((column) => column.heading[lang]), URL_HEADING[lang]],
  ];
  for (let offset = 0; offset < PAGING.window; offset += ROWS_PER_QUERY) {
    const { hits } = await runSearch(db, section, filters, { limit: ROWS_PER_QUERY, offset });
    yield [
      ...heading,
      ...hits.map((hit) => [
        ...columns.map((column) => column.value(hit, labels)),
        origin + pagePath(hit.id),
      ]),
    ];
    heading = [];
    if (hits.length < ROWS_PER_QUERY) return;
  }
}

/**
 * GET /api/search/{section}.csv: the search of /api/search/{section} (the same query, read and
 * refused alike) as a CSV file, UTF-8 with a byte order mark, streamed as it is read. `lang`
 * (uk, en) names the language of the headings and of the labels written for codes.
 */
export const searchCsvRoutes = (
  app: FastifyInstance,
  db: Database,
  publicUrl: string | undefined,
  dictionaries: DictionaryStore,
): void => {
  for (const section of SEARCH_SECTIONS) {
    const schema = {
      summary: `A ${section} search as CSV`,
      description:
        `The search of /api/search/${section} (its query, read and refused alike) as CSV, ` +
        'UTF-8 with a byte order mark (RFC 4180), every result up to the 10,000 window, ' +
        'streamed; `lang` names the headings and labels.',
      querystring: SearchExportQuerySchema,
      response: {
        200: documentAnswer('text/csv', `${FILE_NAMES[section]}: the columns of the cards.`),
        ...errorAnswers(400),
      },
    };
    app.get(`/api/search/${section}.csv`, { schema }, async (request: FastifyRequest, reply) => {
      const { lang: rawLang, ...query } = request.query as Record<string, unknown>;
      const lang = readOption(rawLang, 'lang', LANGS) ?? DEFAULT_LANG;
      readPaging(query);
      const filters = parseFilters(query, section);
      const pages = csvPages(db, section, filters, {
        lang,
        origin: originOf(request, publicUrl),
        labels: csvLabels(section, lang, dictionaries),
      });
      // The first page is read before the answer starts, so a failing search is still a 500 JSON.
      const first = await pages.next();
      const records = Readable.from(
        (async function* () {
          if (!first.done) yield* first.value;
          for await (const page of pages) yield* page;
        })(),
      );
      const stream = pipeline(records, csvStream(), (error) => {
        if (error) request.log.error({ err: error }, 'CSV export failed');
      });
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('Content-Disposition', `attachment; filename="${FILE_NAMES[section]}"`)
        .send(stream);
    });
  }
};

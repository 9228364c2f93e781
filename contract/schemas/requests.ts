/**
 * What the API takes: path parameters, query strings and bodies, as TypeBox schemas. The server
 * checks every request against them (a 400 naming the field, with the `x-message` text when the
 * schema has one). Query strings are parsed with qs: values are strings, lists and nested
 * objects, never numbers. The search's filters are read further on the server (values trimmed,
 * empty ones ignored, unknown keys and values named in the 400), so their schemas describe the
 * shapes accepted and leave the rest to that reader.
 */
import * as Type from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { PAGING, SEARCH_SECTIONS } from '../api.ts';
import { ARTICLE_PAGING, SLUG_MAX_LENGTH } from '../articles.ts';
import { FLAG_CODES } from '../flags.ts';
import { DATE_RANGE_KEYS, LOCAL_SHARE_OPTIONS, SECTION_SORTS } from '../search.ts';
import { DICTIONARY_KEYS } from '../static-data.ts';
import { MESSAGE_KEYWORD } from './common.ts';

/** A query parameter's one text value; a list or an object is refused with `message`. */
const single = (message: string, options: Record<string, unknown> = {}) =>
  Type.String({ [MESSAGE_KEYWORD]: message, ...options });

/** A parameter read by the search's readers: one value. */
const filterValue = (name: string, description: string, examples?: string[]) =>
  single(`"${name}" must be a single value`, { description, ...(examples ? { examples } : {}) });

/** A list sent as repeated or indexed parameters (`status[]=a&status[]=b`), or one value. */
const filterList = (name: string, description: string, examples?: string[]) =>
  Type.Union([Type.String(), Type.Array(Type.String())], {
    description,
    [MESSAGE_KEYWORD]: `"${name}" must be a value or a list of values`,
    ...(examples ? { examples } : {}),
  });

/** An object parameter (`value[amount][start]=…`); '' stands for none. */
const filterObject = (name: string, parts: Record<string, TSchema>, description: string) =>
  Type.Union([Type.Literal(''), Type.Object(parts, { additionalProperties: true })], {
    description,
    [MESSAGE_KEYWORD]: `"${name}" must have the parts ${Object.keys(parts)
      .map((part) => `${name}[${part}]`)
      .join(', ')}`,
  });

const pagingParam = (name: 'page' | 'per_page', description: string) =>
  Type.Optional(single(`"${name}" must be a single text value`, { description }));

const registryCodes = (name: string, description: string) =>
  Type.Optional(filterList(name, `${description}: registry codes (EDRPOU).`, ['24983059']));

const codes = (name: string, description: string, examples?: string[]) =>
  Type.Optional(filterList(name, `${description}: dictionary codes, any of them.`, examples));

/**
 * The filters of /api/search/{section}, of every section; which apply to a section is
 * `SECTION_FILTERS` (contract/search.ts), and any other key is a 400 naming the keys it takes.
 */
const searchFilters = {
  page: pagingParam('page', `The page, from 1; page × per_page within ${PAGING.window}.`),
  per_page: pagingParam(
    'per_page',
    `Results per page, 1 to ${PAGING.maxPerPage} (${PAGING.defaultPerPage} by default).`,
  ),
  filterType: Type.Optional(filterValue('filterType', 'The section again, when sent.')),
  text: Type.Optional(
    filterValue('text', 'Words to find, each in any of its forms, up to 200 characters.', [
      'лікарня',
    ]),
  ),
  buyer: registryCodes('buyer', 'Buyers'),
  tenderer: registryCodes('tenderer', 'Tenderers'),
  vendor: registryCodes('vendor', 'Vendors of products'),
  procuringEntity: registryCodes('procuringEntity', 'Procuring entities'),
  funders: registryCodes('funders', 'Funders'),
  year: Type.Optional(filterList('year', 'Plan years (2016 to next year but one).', ['2024'])),
  status: codes('status', 'Statuses', ['active.tendering']),
  region: Type.Optional(filterList('region', 'Regions, by name.', ['Київська область'])),
  cpv: Type.Optional(filterList('cpv', 'CPV codes.', ['03100000-2'])),
  cpv_mask: Type.Optional(filterList('cpv_mask', 'CPV code beginnings (2 to 8 digits).', ['031'])),
  proc_type: codes('proc_type', 'Procedure types', ['aboveThreshold']),
  value: Type.Optional(
    filterObject(
      'value',
      {
        currency: Type.Optional(filterValue('value[currency]', 'UAH only.')),
        amount: Type.Optional(
          filterObject(
            'value[amount]',
            {
              start: Type.Optional(filterValue('value[amount][start]', 'At least, in UAH.')),
              end: Type.Optional(filterValue('value[amount][end]', 'At most, in UAH.')),
            },
            'The expected value’s range.',
          ),
        ),
      },
      'The expected value: value[amount][start], value[amount][end], in UAH.',
    ),
  ),
  date: Type.Optional(
    Type.Unknown({
      description:
        `Date ranges: date[{period}][start] and date[{period}][end], each a date (a whole day ` +
        `in Kyiv) or an ISO date-time; the periods are ${DATE_RANGE_KEYS.join(', ')}, as the ` +
        'section takes them.',
      examples: [{ tender: { start: '2024-01-01', end: '2024-12-31' } }],
    }),
  ),
  proc_rationale: codes('proc_rationale', 'Reasons of a limited procedure'),
  milestone: Type.Optional(
    filterObject(
      'milestone',
      { code: Type.Optional(filterList('milestone[code]', 'Payment milestone codes.')) },
      'Payment milestones: milestone[code].',
    ),
  ),
  group: codes('group', 'Product groups, or procedure groups'),
  sort_by: Type.Optional(
    filterValue(
      'sort_by',
      `The order: ${[...new Set(Object.values(SECTION_SORTS).flat())].join(', ')} (as the section offers).`,
    ),
  ),
  order: Type.Optional(filterValue('order', 'asc or desc (desc by default); needs sort_by.')),
  awardCriteria: codes('awardCriteria', 'Award criteria'),
  local_share: Type.Optional(
    filterValue('local_share', `Localisation level: one of ${LOCAL_SHARE_OPTIONS.join(', ')}.`),
  ),
  framework_types: codes('framework_types', 'Framework types'),
  flags: Type.Optional(
    filterList('flags', `Red flags, any of them: ${FLAG_CODES.join(', ')}.`, ['single-bid']),
  ),
  mode: Type.Optional(filterValue('mode', '"test" includes the test objects.')),
};

const langParam = Type.Optional(
  filterValue('lang', 'The language of headings, labels and links: uk (default) or en.', ['en']),
);

export const SearchQuerySchema = Type.Object(searchFilters, {
  additionalProperties: true,
  description: 'A search’s filters, paging and order.',
});

/** The exports and the feed of a search: its query and `lang`. */
export const SearchExportQuerySchema = Type.Object(
  { ...searchFilters, lang: langParam },
  { additionalProperties: true },
);

export const SearchParamsSchema = Type.Object({
  section: Type.Union(
    SEARCH_SECTIONS.map((section) => Type.Literal(section)),
    {
      description: 'tender, plan, catalog (frameworks) or products.',
      [MESSAGE_KEYWORD]: `Unknown search section: use ${SEARCH_SECTIONS.join(', ')}`,
    },
  ),
});

export const LangQuerySchema = Type.Object({ lang: langParam }, { additionalProperties: true });

/** A tender's internal id or tenderID; anything else is not a tender (404, without a query). */
export const TenderParamsSchema = Type.Object({
  id: Type.String({
    description: 'The internal id or the tenderID (`UA-…`).',
    examples: ['UA-2024-02-28-009286-a'],
  }),
});

/** The OCDS export refuses a malformed id with a 400. */
export const OcdsParamsSchema = Type.Object({
  id: Type.String({
    description: 'The internal id or the tenderID (`UA-…`).',
    pattern: '^[A-Za-z0-9.-]{1,64}$',
    examples: ['UA-2024-02-28-009286-a'],
    [MESSAGE_KEYWORD]: 'A tender id is 1 to 64 Latin letters, digits, dots or dashes',
  }),
});

/** A plan's, framework's or product's id: the internal one or the human one. */
export const entityParamsSchema = (noun: string, description: string, example: string) =>
  Type.Object({
    id: Type.String({
      description,
      pattern: '^[\\p{L}\\p{N}._-]{1,64}$',
      examples: [example],
      [MESSAGE_KEYWORD]: `A ${noun} id is 1 to 64 letters, digits, dots, underscores or dashes`,
    }),
  });

export const OrgParamsSchema = Type.Object({
  edrpou: Type.String({
    description: 'The registry code: an EDRPOU (8 digits) or another identifier.',
    examples: ['24983059'],
  }),
});

export const ArticleListQuerySchema = Type.Object(
  {
    page: pagingParam('page', `The page, 1 to ${ARTICLE_PAGING.maxPage}.`),
    per_page: pagingParam(
      'per_page',
      `Articles per page, 1 to ${ARTICLE_PAGING.maxPerPage} (${ARTICLE_PAGING.defaultPerPage} by default).`,
    ),
    group: Type.Optional(
      single('"group" must be a single text value', {
        description: 'A group’s slug; empty, every group.',
        // A slug that is not all digits (server/articles/validate.ts), or nothing.
        pattern: '^(?:(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*)?$',
        maxLength: SLUG_MAX_LENGTH,
        examples: ['news'],
        [MESSAGE_KEYWORD]: {
          type: '"group" must be a single text value',
          pattern: '"group" must be a group slug: latin lower case, digits, hyphens',
          maxLength: '"group" must be a group slug: latin lower case, digits, hyphens',
        },
      }),
    ),
  },
  { additionalProperties: true },
);

export const ArticleParamsSchema = Type.Object({
  id: Type.String({ description: 'The article’s id or slug.', examples: ['1'] }),
});

export const StaticDataQuerySchema = Type.Object(
  {
    lang: Type.Optional(
      Type.String({
        enum: ['uk', 'en'],
        description: 'The language of the labels: uk (default) or en.',
        [MESSAGE_KEYWORD]: {
          type: '"lang" must be a single text value',
          enum: '"lang" must be one of: uk, en',
        },
      }),
    ),
    cache: Type.Array(
      Type.Object(
        {
          key: Type.Optional(
            Type.Unknown({ description: `One of: ${DICTIONARY_KEYS.join(', ')}.` }),
          ),
          date_modified: Type.Optional(
            Type.Unknown({ description: 'The version held, to be left out when current.' }),
          ),
        },
        { additionalProperties: true },
      ),
      {
        minItems: 1,
        description: 'The dictionaries wanted: cache[0][key]=…&cache[0][date_modified]=…',
        examples: [[{ key: 'tender_statuses' }]],
        [MESSAGE_KEYWORD]: '"cache" must list the dictionaries wanted: cache[0][key]=…',
      },
    ),
  },
  { additionalProperties: true },
);

const PUSH_MESSAGE = '"push" must be a PushSubscription: {endpoint, keys: {p256dh, auth}}';
const BASE64URL = '^[A-Za-z0-9_-]+={0,2}$';

export const PushSubscriptionSchema = Type.Object(
  {
    endpoint: Type.String({ maxLength: 1000, description: 'https, at a known push service.' }),
    keys: Type.Object(
      {
        p256dh: Type.String({ pattern: BASE64URL, maxLength: 200 }),
        auth: Type.String({ pattern: BASE64URL, maxLength: 100 }),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true, description: 'A browser’s PushSubscription as JSON.' },
);

export const WatchBodySchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('search'), Type.Literal('tender')], {
      description: 'A tender search, or one tender.',
      [MESSAGE_KEYWORD]: '"kind" must be "search" or "tender"',
    }),
    lang: Type.Union([Type.Literal('uk'), Type.Literal('en')], {
      description: 'The language of its feed and notifications.',
      [MESSAGE_KEYWORD]: '"lang" must be "uk" or "en"',
    }),
    query: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'kind search: the query string of a /search/tender page.',
        [MESSAGE_KEYWORD]:
          '"query" must be the query string of a tender search, up to 2000 characters',
      }),
    ),
    id: Type.Optional(
      Type.String({
        pattern: '^[\\w-]{1,64}$',
        description: 'kind tender: its tenderID or id.',
        [MESSAGE_KEYWORD]: '"id" must be a tender\'s tenderID or id',
      }),
    ),
    push: Type.Optional(
      Type.Union([Type.Null(), PushSubscriptionSchema], { [MESSAGE_KEYWORD]: PUSH_MESSAGE }),
    ),
  },
  {
    additionalProperties: true,
    description: 'A watch: a tender search or a tender, with a push subscription or without.',
    examples: [{ kind: 'search', query: 'text=лікарня&status[]=active.tendering', lang: 'uk' }],
    [MESSAGE_KEYWORD]: 'The body must be a JSON object',
  },
);

export const WatchParamsSchema = Type.Object({
  token: Type.String({ description: 'The watch’s token.' }),
});

/** `/feeds/…/:file`: the token or the tender's id, then `.atom`. */
export const FeedFileParamsSchema = (description: string) =>
  Type.Object({ file: Type.String({ description }) });

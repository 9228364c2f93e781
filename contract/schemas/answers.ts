/**
 * The answers of the API as TypeBox schemas. The small ones (stats, flag counts, marketplaces,
 * articles) are described whole, and contract/ takes their types from here; the big, varied
 * objects (tenders, their tabs, plans, frameworks, products, profiles) are open objects whose
 * main fields are described, so that nothing of them is left out when they are sent.
 */
import * as Type from '@sinclair/typebox';
import type { TInteger } from '@sinclair/typebox';
import { FLAG_CODES, type FlagCode } from '../flags.ts';
import { ItemEnvelope, OpenObject, searchEnvelope } from './common.ts';

const id = Type.String({ description: 'The internal id (32 hexadecimal characters).' });
const isoDate = (description: string) => Type.String({ description: `${description}, ISO 8601.` });

// Objects

export const TenderSchema = OpenObject(
  {
    id,
    tenderID: Type.String({ examples: ['UA-2024-02-28-009286-a'] }),
    title: Type.String(),
    status: Type.String({ examples: ['active.tendering'] }),
    procurementMethodType: Type.String({ examples: ['aboveThreshold'] }),
    flags: Type.Optional(
      Type.Array(OpenObject({ code: Type.String() }, { description: 'A red flag.' }), {
        description: 'Its red flags as `{code, lotID?, evidence}` (contract/flags.ts).',
      }),
    ),
  },
  { description: 'A tender in the portal’s shape (contract/tender.ts `Tender`).' },
);

const tabList = (description: string) =>
  Type.Array(Type.Unknown(), { description: `${description} (contract/tender-tabs.ts).` });

/** A tab's lists: each is always there, empty when the tender has none. */
const tabLists = <K extends string>(lists: Record<K, string>, description: string) =>
  OpenObject(
    Object.fromEntries(
      Object.entries(lists).map(([key, text]) => [key, tabList(text as string)]),
    ) as Record<K, ReturnType<typeof tabList>>,
    { description },
  );

export const PlanSchema = OpenObject(
  {
    id,
    planID: Type.String({ examples: ['UA-P-2024-02-28-001234-a'] }),
    linkedTender: Type.Optional(OpenObject({}, { description: 'The tender announced from it.' })),
  },
  { description: 'A procurement plan (contract/plan.ts `Plan`).' },
);

export const FrameworkSchema = OpenObject(
  {
    id,
    prettyID: Type.String({
      description: 'Its number (the internal id for a draft that has none).',
      examples: ['UA-F-2024-02-28-000012'],
    }),
  },
  { description: 'A framework with counts of its parts (contract/framework.ts `Framework`).' },
);

export const ProductSchema = OpenObject(
  { id, kind: Type.String({ examples: ['product', 'profile', 'category', 'vendor', 'offer'] }) },
  { description: 'A catalogue object (contract/product.ts `CatalogueObject`).' },
);

export const OrgProfileSchema = OpenObject(
  {
    edrpou: Type.String({ examples: ['00037256'] }),
    names: Type.Array(Type.String(), {
      description: 'Its names as tenders give them, latest first.',
    }),
  },
  { description: 'An organisation as a buyer and as a bidder (contract/org.ts `OrgProfile`).' },
);

export const OcdsPackageSchema = OpenObject(
  { uri: Type.Optional(Type.String()), releases: Type.Optional(Type.Array(Type.Unknown())) },
  { description: 'An OCDS 1.1 release package, one release per lot.' },
);

export const TenderAnswerSchema = ItemEnvelope(TenderSchema, 'One tender.');
export const TenderQuestionsAnswerSchema = ItemEnvelope(
  tabLists({ questions: 'Questions', claims: 'Claims about the conditions' }, 'The questions tab.'),
  'A tender’s questions and claims.',
);
export const TenderComplaintsAnswerSchema = ItemEnvelope(
  tabLists(
    {
      tenderComplaints: 'Complaints about the conditions',
      awardComplaints: 'Complaints about awards',
      qualificationComplaints: 'Complaints about qualifications',
      cancellationComplaints: 'Complaints about cancellations',
    },
    'The complaints tab.',
  ),
  'A tender’s complaints, by what they are about.',
);
export const TenderAgreementsAnswerSchema = ItemEnvelope(
  tabLists({ agreements: 'Framework agreements', contracts: 'Contracts' }, 'The contracts tab.'),
  'A tender’s agreements and contracts.',
);
export const TenderMonitoringsAnswerSchema = ItemEnvelope(
  tabList('The monitorings of the tender by the audit service'),
  'A tender’s monitorings.',
);
export const PlanAnswerSchema = ItemEnvelope(PlanSchema, 'One plan.');
export const FrameworkAnswerSchema = ItemEnvelope(FrameworkSchema, 'One framework.');
export const ProductAnswerSchema = ItemEnvelope(ProductSchema, 'One catalogue object.');
export const OrgProfileAnswerSchema = ItemEnvelope(OrgProfileSchema, 'One organisation.');

// Search

export const SearchHitSchema = OpenObject(
  {
    id,
    title: Type.Optional(Type.String()),
    status: Type.Optional(Type.String()),
    dateModified: Type.Optional(isoDate('The last change')),
  },
  {
    description:
      'A result row: a tender, plan, framework or product card (contract/search.ts `SearchHit`).',
  },
);

export const SearchAnswerSchema = searchEnvelope(SearchHitSchema);

// Site data

export const PortalStatsSchema = Type.Object({
  open_tenders: Type.Integer({
    description:
      'Tenders at the bidding stage: status active.tendering, as the search’s status filter finds them.',
  }),
  open_tenders_value: Type.Number({
    description:
      'The expected value of those in UAH, summed (a tender in another currency is not added).',
  }),
  plans: Type.Integer({ description: 'Procurement plans.' }),
  frameworks: Type.Integer({
    description: 'Frameworks (the catalog section), so that an empty section is not promoted.',
  }),
  products: Type.Integer({ description: 'Products of the catalogue.' }),
  counted_at: isoDate('When the numbers were counted'),
});

export const StatsAnswerSchema = ItemEnvelope(
  PortalStatsSchema,
  'The home page’s numbers, over real objects, counted at most once a minute.',
);

export const FlagCountsAnswerSchema = ItemEnvelope(
  Type.Object({
    counts: Type.Object(
      Object.fromEntries(FLAG_CODES.map((code) => [code, Type.Integer()])) as Record<
        FlagCode,
        TInteger
      >,
      { description: 'Real tenders per red-flag code, every code present.' },
    ),
    counted_at: isoDate('When the tenders were counted'),
  }),
  'How many real tenders carry each red flag, counted at most once a minute.',
);

export const MarketplaceAccreditationLevelSchema = Type.Object(
  {
    id: Type.String(),
    name_uk: Type.String(),
    name_en: Type.String(),
    description_uk: Type.String(),
    description_en: Type.String(),
  },
  { description: 'An accreditation level (1–4): what the marketplace may do in the system.' },
);

export const MarketplaceAuthMethodSchema = Type.Object(
  { id: Type.String(), name_uk: Type.String(), name_en: Type.String() },
  {
    description:
      'A way to sign in and sign documents on the marketplace (QES, BankID, Diia.Signature).',
  },
);

export const MarketplaceSchema = Type.Object({
  id: Type.String({
    description: 'The broker name in the central database (the `owner` of the objects it created).',
  }),
  title_uk: Type.String(),
  title_en: Type.String(),
  host: Type.String({ description: 'The broker’s host in the central database.' }),
  slug: Type.String({
    description: 'The portal’s page is /majdanchiki-{slug}: the brand, from the English title.',
  }),
  url: Type.String({ description: 'The marketplace’s website, https.' }),
  tender_url: Type.String({
    description: 'The tender’s page on the marketplace: https, {tenderID} to be replaced.',
  }),
  image: Type.String({ description: 'The logo, a path under the site root.' }),
  image_en: Type.String({ description: 'The logo with the English title, or `image`.' }),
  accreditation_levels: Type.Array(MarketplaceAccreditationLevelSchema),
  auth_methods: Type.Array(MarketplaceAuthMethodSchema),
});

export const MarketplacesAnswerSchema = ItemEnvelope(
  Type.Array(MarketplaceSchema),
  'The authorised e-marketplaces, ordered by id.',
);

// Articles

const textBlock = <T extends string>(type: T) =>
  Type.Object({ type: Type.Literal(type), text: Type.String() });
const listBlock = <T extends string>(type: T) =>
  Type.Object({ type: Type.Literal(type), items: Type.Array(Type.String()) });

export const ArticleBlockSchema = Type.Union(
  [
    textBlock('p'),
    textBlock('h2'),
    textBlock('h3'),
    listBlock('ul'),
    listBlock('ol'),
    textBlock('note'),
    Type.Object({ type: Type.Literal('link'), text: Type.String(), href: Type.String() }),
  ],
  { description: 'One block of an article body: text only, never HTML.' },
);

export const ArticleImageSchema = Type.Object({
  src: Type.String({ description: 'A path under the site root.' }),
  width: Type.Number(),
  height: Type.Number(),
  alt_uk: Type.String(),
  alt_en: Type.String(),
});

const articleSummaryFields = {
  id: Type.Integer(),
  slug: Type.String({ description: 'Latin kebab-case, unique; /news/:id accepts it too.' }),
  group: Type.String({ description: 'A key of the `group` dictionary.' }),
  date_published: isoDate('With an offset'),
  date_modified: isoDate('With an offset'),
  title_uk: Type.String(),
  title_en: Type.String(),
  summary_uk: Type.String(),
  summary_en: Type.String(),
  author_uk: Type.String(),
  author_en: Type.String(),
  image: ArticleImageSchema,
};

export const ArticleSummarySchema = Type.Object(articleSummaryFields, {
  description: 'An article of the list: everything but the body.',
});

export const ArticleSchema = Type.Object({
  ...articleSummaryFields,
  body_uk: Type.Array(ArticleBlockSchema),
  body_en: Type.Array(ArticleBlockSchema, {
    description: 'Empty when the article exists only in Ukrainian.',
  }),
});

export const ArticlesMetaSchema = Type.Object({
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});

export const ArticleListAnswerSchema = Type.Object(
  { data: Type.Array(ArticleSummarySchema), meta: ArticlesMetaSchema },
  { description: 'A page of articles, newest first.' },
);

export const ArticleAnswerSchema = ItemEnvelope(ArticleSchema, 'One article.');

export const DictionaryEntrySchema = Type.Object(
  {},
  {
    additionalProperties: true,
    description: 'One entry: its labels (title_uk/title_en or name_uk/name_en) and more fields.',
  },
);

export const DictionarySchema = Type.Object({
  date_modified: Type.String(),
  data: Type.Record(Type.String(), DictionaryEntrySchema),
});

export const StaticDataAnswerSchema = ItemEnvelope(
  Type.Record(Type.String(), DictionarySchema, {
    description: 'The dictionaries asked for that the client lacks or holds in an older version.',
  }),
  'Dictionaries by key (contract/static-data.ts).',
);

// Health

const feedHealth = Type.Object({
  lastCommit: Type.Union([Type.String(), Type.Null()]),
  checkedAt: Type.String(),
  lagSeconds: Type.Union([Type.Number(), Type.Null()]),
});

export const HealthAnswerSchema = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.String({ examples: ['pglite'] }),
    feeds: Type.Record(Type.String(), feedHealth, { description: 'Each synced upstream feed.' }),
  },
  { description: 'The database answers; how far behind each synced feed may be.' },
);

export const LiveAnswerSchema = Type.Object({ status: Type.Literal('live') });

export const ReadyAnswerSchema = Type.Object({
  status: Type.Literal('ready'),
  database: Type.String(),
  migration: Type.Integer({ description: 'The newest migration the schema is at.' }),
});

export const NotReadyAnswerSchema = Type.Object({
  status: Type.Literal('not ready'),
  database: Type.String(),
  reason: Type.String(),
});

// Watches

export const WatchCreatedSchema = Type.Object({
  token: Type.String({ description: 'The watch’s only key: keep it.' }),
  feed: Type.String({ description: 'The address of the watch’s Atom feed.' }),
});

export const WatchEventSchema = OpenObject(
  {},
  { description: 'A change found: a tender entering the search, or news of the watched tender.' },
);

export const WatchAnswerSchema = Type.Object({
  kind: Type.Union([Type.Literal('search'), Type.Literal('tender')]),
  query: Type.Optional(Type.String({ description: 'A search watch’s query string.' })),
  tender: Type.Optional(Type.String({ description: 'A tender watch’s tenderID.' })),
  lang: Type.String(),
  push: Type.Boolean({ description: 'Whether the watch has a push subscription.' }),
  createdAt: Type.String(),
  notifiedAt: Type.Union([Type.String(), Type.Null()]),
  feed: Type.String(),
  events: Type.Array(WatchEventSchema, { description: 'The 50 latest events.' }),
});

export const PushKeyAnswerSchema = Type.Object({
  key: Type.String({ description: 'The VAPID public key, base64url.' }),
});

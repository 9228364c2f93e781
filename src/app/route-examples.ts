import { TENDER_TABS } from '../../contract/routes/tender-pages';
import type { TenderTabName } from '../../contract/routes/tender-pages';
import { marketplacePath, paths } from '../../contract/routes/paths';
import type { RouteName } from '../../contract/routes/route-paths';

/** Real tenders shipped in data/cdb/tenders that the examples open. */
export const EXAMPLE_TENDERS = {
  /** 3 lots, 10 items, 6 documents, 3 bids with 123 documents, 4 awards, 3 contracts; a 180-character title over five lines. */
  large: 'UA-2024-04-26-006781-a',
  /** A reporting procedure with 19 fields: one item, one document, one award and contract. */
  minimal: 'UA-2025-11-29-000037-a',
  /** A title of 1,538 characters. */
  longTitle: 'UA-2020-01-20-001169-c',
} as const;

/** Real plans shipped in data/cdb/plans (UA-P-*), and shipped framework and catalogue examples. */
export const EXAMPLE_ENTITIES = {
  /** 21 items with INN codes, a budget project, a linked tender. */
  largePlan: 'UA-P-2023-11-06-000791-b',
  /** No items, one classification, a linked tender. */
  minimalPlan: 'UA-P-2022-09-26-002848-a',
  /** A framework's prettyID that only one shipped framework has. */
  framework: 'UA-F-2027-01-01-000004',
  /** The internal id of the documentation framework with documents, submissions and qualifications. */
  frameworkId: '79215d0ea54f4a04b04d7fadf4090ca1',
  /** The identifier (a UPC) of the shipped catalogue products, with nine properties. */
  product: '463234567819',
} as const;

/** Registry codes of real organisations in the shipped tenders. */
export const EXAMPLE_ORGS = {
  /** 19 real tenders as the buyer. */
  busiestBuyer: '24983059',
  /** A supplier in 5 real tenders that never buys. */
  supplier: '3111216477',
} as const;

const tenderTabExample = (tab: TenderTabName): readonly [string] => [
  paths.tenderTab(EXAMPLE_TENDERS.large, tab),
];

const tabExamples = Object.fromEntries(
  TENDER_TABS.map((tab) => [tab.name, tenderTabExample(tab.name)]),
) as Record<TenderTabName, readonly [string]>;

/**
 * At least one real address for every route of the route table, on shipped data
 * (data/): what the route-table tests open. A route without an example fails `tsc`.
 */
export const ROUTE_EXAMPLES: Readonly<Record<RouteName, readonly [string, ...string[]]>> = {
  ui_kit: [paths.uiKit],
  ui_kit_item: [paths.uiKitItem('key-value-list'), paths.uiKitItem('table-footer')],
  home: [paths.home],
  tenders: [paths.search('tender')],
  plans: [paths.search('plan')],
  frameworks: [paths.search('catalog')],
  products: [paths.search('products')],
  articles: [paths.news],
  // By id and by slug (data/articles/); the second title is 70 characters long.
  article: [paths.article('16'), paths.article('open-tenders-explained')],
  // All marketplaces, and one (data/dictionaries/marketplaces.json).
  marketplaces: [marketplacePath('prozorro'), marketplacePath('e-tender')],
  // Empty on a fresh device: what a first visit shows.
  saved: [paths.saved],
  glossary: [paths.glossary],
  // Every rule; the same page in both languages.
  flags: [paths.flags],
  api_docs: [paths.apiDocs],
  tender: [paths.tender(EXAMPLE_TENDERS.minimal), paths.tender(EXAMPLE_TENDERS.longTitle)],
  ...tabExamples,
  tender_dossier: [paths.tenderDossier(EXAMPLE_TENDERS.large)],
  // Three lots: one with an auction, two with a single bid each; three winners.
  tender_bid_register: [paths.tenderOfficial(EXAMPLE_TENDERS.large, 'register')],
  tender_opening_protocol: [paths.tenderOfficial(EXAMPLE_TENDERS.large, 'opening')],
  tender_intent_notice: [paths.tenderOfficial(EXAMPLE_TENDERS.large, 'intent')],
  plan: [paths.plan(EXAMPLE_ENTITIES.largePlan), paths.plan(EXAMPLE_ENTITIES.minimalPlan)],
  framework: [
    paths.framework(EXAMPLE_ENTITIES.framework),
    paths.framework(EXAMPLE_ENTITIES.frameworkId),
  ],
  product: [paths.product(EXAMPLE_ENTITIES.product)],
  // The shipped buyer with the most tenders, and a supplier that never buys.
  org: [paths.org(EXAMPLE_ORGS.busiestBuyer), paths.org(EXAMPLE_ORGS.supplier)],
  // The catch-all, a single segment that the marketplaces route turns down, objects that are not there.
  not_found: [
    '/no/such/page',
    '/no-such-page',
    paths.tender('UA-2000-01-01-000000-a'),
    paths.plan('UA-P-2000-01-01-000000-a'),
    paths.framework('UA-F-2000-01-01-000000'),
    paths.product('no-such-product'),
    paths.org('99999998'),
  ],
};

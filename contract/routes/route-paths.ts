import { OFFICIAL_DOCUMENTS, TENDER_DOSSIER_PATH, TENDER_TABS } from './tender-pages.ts';
import type { OfficialDocumentName, TenderTabName } from './tender-pages.ts';

export type RouteName =
  | 'ui_kit'
  | 'ui_kit_item'
  | 'home'
  | 'tenders'
  | 'plans'
  | 'frameworks'
  | 'products'
  | 'articles'
  | 'article'
  | 'marketplaces'
  | 'saved'
  | 'glossary'
  | 'flags'
  | 'api_docs'
  | 'tender'
  | TenderTabName
  | 'tender_dossier'
  | OfficialDocumentName
  | 'plan'
  | 'framework'
  | 'product'
  | 'org'
  | 'not_found';

/** A route's name and react-router path (none for an index child), and its child routes. */
export interface RoutePath {
  readonly name: RouteName;
  readonly path?: string;
  readonly children?: readonly RoutePath[];
}

/**
 * The paths of the route table, without React: `routes.tsx` gives each name its
 * screen and loader, and the server matches addresses against the same list, so a route
 * added here is known to both.
 */
export const ROUTE_PATHS: readonly RoutePath[] = [
  { name: 'ui_kit', path: '/ui-kit', children: [{ name: 'ui_kit_item', path: ':id' }] },
  { name: 'home', path: '/' },
  { name: 'tenders', path: '/search/tender' },
  { name: 'plans', path: '/search/plan' },
  { name: 'frameworks', path: '/search/catalog' },
  { name: 'products', path: '/search/products' },
  { name: 'articles', path: '/news' },
  { name: 'article', path: '/news/:id' },
  { name: 'saved', path: '/saved' },
  { name: 'glossary', path: '/glossary' },
  { name: 'flags', path: '/flags' },
  { name: 'api_docs', path: '/api' },
  // Spec path /majdanchiki-{host}: react-router params are whole segments, so the
  // route's loader accepts only segments with that prefix and 404s the rest.
  { name: 'marketplaces', path: '/:segment' },
  {
    name: 'tender',
    path: '/tender/:id',
    children: [
      ...TENDER_TABS.map((tab): RoutePath =>
        tab.path === '' ? { name: tab.name } : { name: tab.name, path: tab.path },
      ),
      // The whole tender, every tab one after another, to print.
      { name: 'tender_dossier', path: TENDER_DOSSIER_PATH },
      // The register, the disclosure protocol and the notice of intent, made from its data.
      ...OFFICIAL_DOCUMENTS.map(({ name, path }): RoutePath => ({ name, path })),
    ],
  },
  { name: 'plan', path: '/plan/:id' },
  { name: 'framework', path: '/framework/:id' },
  { name: 'product', path: '/product/:id' },
  { name: 'org', path: '/org/:edrpou' },
  { name: 'not_found', path: '*' },
];

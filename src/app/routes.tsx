import { createBrowserRouter } from 'react-router-dom';
import type {
  LoaderFunction,
  LoaderFunctionArgs,
  RouteObject,
  ShouldRevalidateFunction,
} from 'react-router-dom';
import type { ComponentType } from 'react';
import type { DictionaryKey } from '../../contract/static-data';
import { marketplaceLoader } from '../features/marketplaces/loader';
import { searchLoader } from '../features/search/loader';
import { tenderLoader, tenderShouldRevalidate } from '../features/tender/loader';
import { TENDER_TABS } from '../features/tender/model/tabs';
import type { TenderTabName } from '../features/tender/model/tabs';
import { currentLang } from '../lib/i18n';
import { referenceData } from '../lib/reference-data';
import { AppError } from './layout/AppError';
import { AppLayout } from './layout/AppLayout';
import { AppLoading } from './layout/AppLoading';
import { RouteError } from './layout/RouteError';

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
  | 'tender'
  | TenderTabName
  | 'not_found';

type RouteModule = () => Promise<{ Component: ComponentType }>;

/** One row of the route table (spec §2, DESIGN convention 1). */
export interface AppRoute {
  name: RouteName;
  /** The react-router path; omitted for an index (default) child. */
  path?: string;
  /** The lazily loaded screen. */
  module: RouteModule;
  /** Reference dictionaries loaded (when missing) before the loader runs. */
  dictionaries: readonly DictionaryKey[];
  loader?: (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
  children?: readonly AppRoute[];
}

/** The app shell loads these on start (spec §2): marketplaces slider, footer and header menus. */
export const SHELL_DICTIONARIES: readonly DictionaryKey[] = [
  'marketplaces',
  'footer_menu',
  'header_menu',
];

const SEARCH_DICTIONARIES: readonly DictionaryKey[] = [
  'tender_statuses',
  'procurement_method_types',
];

const searchPage: RouteModule = () =>
  import('../features/search/components/SearchPage').then((m) => ({ Component: m.SearchPage }));

const tenderTabModule = (name: TenderTabName): RouteModule =>
  name === 'purchase_details'
    ? () =>
        import('../features/tender/components/PurchaseDetailsTab').then((m) => ({
          Component: m.PurchaseDetailsTab,
        }))
    : () =>
        import('../features/tender/components/TenderTabPlaceholder').then((m) => ({
          Component: m.TenderTabPlaceholder,
        }));

/** The route table: the single source of truth for names, paths, modules, data. */
export const routeTable: readonly AppRoute[] = [
  {
    name: 'ui_kit',
    path: '/ui-kit',
    module: () => import('../features/ui-kit/UiKitPage').then((m) => ({ Component: m.UiKitPage })),
    dictionaries: ['currencies'],
    children: [
      {
        name: 'ui_kit_item',
        path: ':id',
        module: () =>
          import('../features/ui-kit/UiKitItem').then((m) => ({ Component: m.UiKitItem })),
        dictionaries: [],
      },
    ],
  },
  {
    name: 'home',
    path: '/',
    module: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
    dictionaries: [],
  },
  {
    name: 'tenders',
    path: '/search/tender',
    module: searchPage,
    dictionaries: SEARCH_DICTIONARIES,
    loader: searchLoader('tender'),
  },
  {
    name: 'plans',
    path: '/search/plan',
    module: searchPage,
    dictionaries: SEARCH_DICTIONARIES,
    loader: searchLoader('plan'),
  },
  {
    name: 'frameworks',
    path: '/search/catalog',
    module: searchPage,
    dictionaries: SEARCH_DICTIONARIES,
    loader: searchLoader('catalog'),
  },
  {
    name: 'products',
    path: '/search/products',
    module: searchPage,
    dictionaries: SEARCH_DICTIONARIES,
    loader: searchLoader('products'),
  },
  {
    name: 'articles',
    path: '/news',
    module: () => import('../features/news/NewsPage').then((m) => ({ Component: m.NewsPage })),
    dictionaries: [],
  },
  {
    name: 'article',
    path: '/news/:id',
    module: () =>
      import('../features/news/ArticlePage').then((m) => ({ Component: m.ArticlePage })),
    dictionaries: ['article'],
  },
  {
    // Spec path /majdanchiki-{host}: react-router params are whole segments, so the
    // loader accepts only segments with that prefix and 404s the rest.
    name: 'marketplaces',
    path: '/:segment',
    module: () =>
      import('../features/marketplaces/MarketplacesPage').then((m) => ({
        Component: m.MarketplacesPage,
      })),
    dictionaries: ['marketplaces'],
    loader: marketplaceLoader,
  },
  {
    name: 'tender',
    path: '/tender/:id',
    module: () =>
      import('../features/tender/components/TenderPage').then((m) => ({
        Component: m.TenderPage,
      })),
    dictionaries: ['tender_statuses', 'procurement_method_types'],
    loader: tenderLoader,
    shouldRevalidate: tenderShouldRevalidate,
    children: TENDER_TABS.map((tab): AppRoute => ({
      name: tab.name,
      ...(tab.path === '' ? {} : { path: tab.path }),
      module: tenderTabModule(tab.name),
      dictionaries: [],
    })),
  },
  {
    name: 'not_found',
    path: '*',
    module: () =>
      import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
    dictionaries: [],
  },
];

/**
 * The route's loader with the dictionaries it needs: missing ones are loaded (they never fail
 * the navigation; labels fall back to codes) while the loader fetches the route's data, and the
 * page opens when both are in. Spec §2 orders them one after the other; started together they
 * give the same page one network round trip sooner.
 */
export function withDictionaries(
  dictionaries: readonly DictionaryKey[],
  loader?: (args: LoaderFunctionArgs) => unknown,
): LoaderFunction | undefined {
  if (dictionaries.length === 0 && !loader) return undefined;
  return async (args) => {
    const [, data] = await Promise.all([
      dictionaries.length > 0 ? referenceData.ensure(dictionaries, currentLang()) : null,
      loader ? loader(args) : null,
    ]);
    return data;
  };
}

export function toRouteObject(route: AppRoute): RouteObject {
  const loader = withDictionaries(route.dictionaries, route.loader);
  const children = route.children?.map(toRouteObject);
  const common = {
    id: route.name,
    lazy: async () => ({ Component: (await route.module()).Component }),
    ...(loader ? { loader } : {}),
    ...(route.shouldRevalidate ? { shouldRevalidate: route.shouldRevalidate } : {}),
  };
  if (route.path === undefined) return { ...common, index: true };
  return { ...common, path: route.path, ...(children ? { children } : {}) };
}

/**
 * The shell's dictionaries are asked for on start without holding up the first render
 * (header and footer fill in when they arrive); asked in the same tick as the route's
 * own, they share its request.
 */
export function shellLoader(): null {
  void referenceData.ensure(SHELL_DICTIONARIES, currentLang());
  return null;
}

/** The shell around every route: layout, first-load fallback, error boundaries. */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter([
    {
      id: 'root',
      path: '/',
      Component: AppLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: AppError,
      loader: shellLoader,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteError,
          children: routeTable.map(toRouteObject),
        },
      ],
    },
  ]);
}

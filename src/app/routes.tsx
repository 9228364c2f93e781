import type {
  LoaderFunction,
  LoaderFunctionArgs,
  Params,
  RouteObject,
  ShouldRevalidateFunction,
} from 'react-router-dom';
import type { ComponentType } from 'react';
import type { SearchSection } from '../../contract/api';
import type { DictionaryKey } from '../../contract/static-data';
import { GLOSSARY_DICTIONARIES } from '../features/glossary/model/entries';
import { FILTER_DICTIONARIES } from '../features/search/model/filters/filter-dictionaries';
import { TENDER_DICTIONARIES } from '../features/tender/dictionaries';
import { DOSSIER_DICTIONARIES } from '../features/tender/print/dossier-dictionaries';
import { tenderShouldRevalidate, tenderTabShouldRevalidate } from '../features/tender/revalidate';
import { TENDER_TABS } from '../../contract/routes/tender-pages';
import type { TenderTabName } from '../../contract/routes/tender-pages';
import { TENDER_TAB_DICTIONARIES, TENDER_TAB_ENDPOINTS } from '../features/tender/tabs/tab-routes';
import { currentLang, withLangTexts } from '../lib/i18n';
import { notFoundLoader } from '../lib/not-found';
import { referenceData } from '../lib/reference-data';
import { AppError } from './layout/AppError';
import { AppLayout } from './layout/AppLayout';
import { PageFrame } from './layout/PageFrame';
import { PageLoading } from './layout/PageLoading';
import { RouteError } from './layout/RouteError';
import { ROUTE_PATHS } from '../../contract/routes/route-paths';
import { SHELL_ROUTE_IDS } from './shell-route-ids';
import type { RouteName, RoutePath } from '../../contract/routes/route-paths';

type RouteModule = () => Promise<{ Component: ComponentType }>;

/** What a route shows: its screen, the dictionaries it needs and its loader. */
interface RouteScreen {
  /** The lazily loaded screen. */
  module: RouteModule;
  /** Reference dictionaries loaded (when missing) before the loader runs. */
  dictionaries: readonly DictionaryKey[];
  loader?: (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
  /**
   * What the loader keeps on the device (offline copies), done in the browser with the data of
   * a page rendered on the server, where the loader ran.
   */
  keep?: Keep;
}

/** A loader's keeping, given its data and the route's params. */
export type Keep = (data: never, params: Params) => void;

/** One row of the route table: its path and its screen. */
export interface AppRoute extends RouteScreen {
  name: RouteName;
  /** The react-router path; omitted for an index (default) child. */
  path?: string;
  children?: readonly AppRoute[];
}

/** A route's loader: any function of its arguments. */
type Loader = (args: LoaderFunctionArgs) => unknown;

/**
 * A route's loader whose module comes with the route's first use in the browser, not with the
 * shell: a page rendered on the server hydrates from its data, so a first visit runs no loader
 * and fetches none of their code.
 */
const lazyLoader =
  (load: () => Promise<Loader>): Loader =>
  async (args) =>
    (await load())(args);

/** A route's keeping, its module loaded as its loader's is. */
const lazyKeep =
  (load: () => Promise<Keep>): Keep =>
  (data, params) => {
    void load().then((keep) => {
      keep(data, params);
    });
  };

const searchModule = () => import('../features/search/loader');
const newsModule = () => import('../features/news/loader');
const orgModule = () => import('../features/org/loader');
const tenderModule = () => import('../features/tender/loader');
const tabData = () => import('../features/tender/tabs/tab-data');

/** The app shell loads these on start: marketplaces slider, footer and header menus. */
export const SHELL_DICTIONARIES: readonly DictionaryKey[] = [
  'marketplaces',
  'footer_menu',
  'header_menu',
];

const SEARCH_DICTIONARIES: readonly DictionaryKey[] = [
  'tender_statuses',
  'procurement_method_types',
];

/** The list's own dictionaries and its filter panel's, in the one request the page waits for. */
const searchDictionaries = (section: SearchSection): readonly DictionaryKey[] => [
  ...new Set([...SEARCH_DICTIONARIES, ...FILTER_DICTIONARIES[section]]),
];

const searchPage: RouteModule = () =>
  import('../features/search/components/SearchPage').then((m) => ({ Component: m.SearchPage }));

/** The screen of each tender tab (one line each). */
const tenderTabModule: Record<TenderTabName, RouteModule> = {
  // The outcome sections' code, which the tab waits for (outcomeSectionsLoaded), fetched beside it.
  purchase_details: () =>
    Promise.all([
      import('../features/tender/components/PurchaseDetailsTab'),
      import('../features/tender/components/outcome/outcome-sections').catch(() => undefined),
    ]).then(async ([m]) => {
      await m.outcomeSectionsLoaded;
      return { Component: m.PurchaseDetailsTab };
    }),
  tender_questions: () =>
    import('../features/tender/tabs/questions/QuestionsTab').then((m) => ({
      Component: m.QuestionsTab,
    })),
  tender_complaints: () =>
    import('../features/tender/tabs/complaints/ComplaintsTab').then((m) => ({
      Component: m.ComplaintsTab,
    })),
  tender_monitorings: () =>
    import('../features/tender/tabs/monitorings/components/MonitoringsTab').then((m) => ({
      Component: m.MonitoringsTab,
    })),
  agreements: () =>
    import('../features/tender/tabs/contracts/components/ContractsTab').then((m) => ({
      Component: m.ContractsTab,
    })),
  tender_lots: () =>
    import('../features/tender/tabs/lots/components/LotsTab').then((m) => ({
      Component: m.LotsTab,
    })),
};

/** A data tab opens once its endpoint has answered; the others open at once. */
const tenderTabScreen = (name: TenderTabName): RouteScreen => {
  const endpoint = TENDER_TAB_ENDPOINTS[name];
  return {
    module: tenderTabModule[name],
    dictionaries: TENDER_TAB_DICTIONARIES[name],
    ...(endpoint
      ? {
          loader: lazyLoader(() => tabData().then((m) => m.tenderTabLoader(endpoint))),
          shouldRevalidate: tenderTabShouldRevalidate,
          keep: lazyKeep(() => tabData().then((m) => m.tenderTabKeeper(endpoint))),
        }
      : {}),
  };
};

const tenderTabScreens = Object.fromEntries(
  TENDER_TABS.map((tab): [TenderTabName, RouteScreen] => [tab.name, tenderTabScreen(tab.name)]),
) as Record<TenderTabName, RouteScreen>;

/** The screen of each route name; the paths come from ROUTE_PATHS. */
const SCREENS: Record<RouteName, RouteScreen> = {
  ui_kit: {
    module: () => import('../features/ui-kit/UiKitPage').then((m) => ({ Component: m.UiKitPage })),
    dictionaries: ['currencies'],
  },
  ui_kit_item: {
    module: () => import('../features/ui-kit/UiKitItem').then((m) => ({ Component: m.UiKitItem })),
    dictionaries: [],
    loader: lazyLoader(() => import('../features/ui-kit/loader').then((m) => m.uiKitItemLoader)),
  },
  home: {
    module: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
    // Banners and the news preview come from dictionaries: the home page opens offline.
    dictionaries: ['banner', 'article', 'group'],
    loader: lazyLoader(() => import('../features/home/loader').then((m) => m.homeLoader)),
  },
  tenders: {
    module: searchPage,
    dictionaries: searchDictionaries('tender'),
    loader: lazyLoader(() => searchModule().then((m) => m.searchLoader('tender'))),
    keep: lazyKeep(() => searchModule().then((m) => m.keepSearch)),
  },
  plans: {
    module: searchPage,
    dictionaries: searchDictionaries('plan'),
    loader: lazyLoader(() => searchModule().then((m) => m.searchLoader('plan'))),
    keep: lazyKeep(() => searchModule().then((m) => m.keepSearch)),
  },
  frameworks: {
    module: searchPage,
    dictionaries: searchDictionaries('catalog'),
    loader: lazyLoader(() => searchModule().then((m) => m.searchLoader('catalog'))),
    keep: lazyKeep(() => searchModule().then((m) => m.keepSearch)),
  },
  products: {
    module: searchPage,
    dictionaries: searchDictionaries('products'),
    loader: lazyLoader(() => searchModule().then((m) => m.searchLoader('products'))),
    keep: lazyKeep(() => searchModule().then((m) => m.keepSearch)),
  },
  articles: {
    module: () =>
      import('../features/news/components/NewsPage').then((m) => ({ Component: m.NewsPage })),
    dictionaries: ['group'],
    loader: lazyLoader(() => newsModule().then((m) => m.newsLoader)),
  },
  article: {
    module: () =>
      import('../features/news/components/ArticlePage').then((m) => ({
        Component: m.ArticlePage,
      })),
    dictionaries: ['article', 'group'],
    loader: lazyLoader(() => newsModule().then((m) => m.articleLoader)),
    keep: lazyKeep(() => newsModule().then((m) => m.keepArticle)),
  },
  marketplaces: {
    module: () =>
      import('../features/marketplaces/MarketplacesPage').then((m) => ({
        Component: m.MarketplacesPage,
      })),
    dictionaries: ['marketplaces', 'marketplace_accreditation_levels', 'marketplace_auth_methods'],
    loader: lazyLoader(() =>
      import('../features/marketplaces/loader').then((m) => m.marketplaceLoader),
    ),
  },
  saved: {
    module: () =>
      import('../features/saved/components/SavedPage').then((m) => ({ Component: m.SavedPage })),
    dictionaries: ['tender_statuses'],
  },
  glossary: {
    module: () =>
      import('../features/glossary/components/GlossaryPage').then((m) => ({
        Component: m.GlossaryPage,
      })),
    dictionaries: GLOSSARY_DICTIONARIES,
    loader: lazyLoader(() => import('../features/glossary/loader').then((m) => m.glossaryLoader)),
  },
  flags: {
    module: () => import('../features/flags/FlagsPage').then((m) => ({ Component: m.FlagsPage })),
    dictionaries: [],
    loader: lazyLoader(() => import('../features/flags/loader').then((m) => m.flagsLoader)),
  },
  api_docs: {
    module: () =>
      import('../features/api-docs/components/ApiDocsPage').then((m) => ({
        Component: m.ApiDocsPage,
      })),
    dictionaries: [],
    loader: lazyLoader(() => import('../features/api-docs/loader').then((m) => m.apiDocsLoader)),
  },
  tender: {
    module: () =>
      import('../features/tender/components/TenderPage').then((m) => ({
        Component: m.TenderPage,
      })),
    dictionaries: TENDER_DICTIONARIES,
    loader: lazyLoader(() => tenderModule().then((m) => m.tenderLoader)),
    shouldRevalidate: tenderShouldRevalidate,
    keep: lazyKeep(() => tenderModule().then((m) => m.keepTender)),
  },
  ...tenderTabScreens,
  tender_bid_register: {
    module: () =>
      import('../features/tender/official/components/ReceivedBidsPage').then((m) => ({
        Component: m.ReceivedBidsPage,
      })),
    dictionaries: [],
  },
  tender_opening_protocol: {
    module: () =>
      import('../features/tender/official/components/OpeningProtocolPage').then((m) => ({
        Component: m.OpeningProtocolPage,
      })),
    dictionaries: [],
  },
  tender_intent_notice: {
    module: () =>
      import('../features/tender/official/components/IntentNoticePage').then((m) => ({
        Component: m.IntentNoticePage,
      })),
    dictionaries: [],
  },
  tender_dossier: {
    module: () =>
      import('../features/tender/print/TenderDossier').then((m) => ({
        Component: m.TenderDossier,
      })),
    dictionaries: DOSSIER_DICTIONARIES,
    loader: lazyLoader(() =>
      import('../features/tender/print/dossier-loader').then((m) => m.tenderDossierLoader),
    ),
  },
  plan: {
    module: () =>
      import('../features/plan/components/PlanPage').then((m) => ({ Component: m.PlanPage })),
    dictionaries: ['procurement_method_types'],
    loader: lazyLoader(() => import('../features/plan/loader').then((m) => m.planLoader)),
  },
  framework: {
    module: () =>
      import('../features/framework/components/FrameworkPage').then((m) => ({
        Component: m.FrameworkPage,
      })),
    dictionaries: ['framework_types'],
    loader: lazyLoader(() => import('../features/framework/loader').then((m) => m.frameworkLoader)),
  },
  product: {
    module: () =>
      import('../features/product/components/ProductPage').then((m) => ({
        Component: m.ProductPage,
      })),
    dictionaries: [],
    loader: lazyLoader(() => import('../features/product/loader').then((m) => m.productLoader)),
  },
  org: {
    module: () =>
      import('../features/org/components/OrgPage').then((m) => ({ Component: m.OrgPage })),
    dictionaries: ['tender_statuses', 'procurement_method_types'],
    loader: lazyLoader(() => orgModule().then((m) => m.orgLoader)),
    keep: lazyKeep(() => orgModule().then((m) => m.keepOrg)),
  },
  not_found: {
    module: () =>
      import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
    dictionaries: [],
    loader: notFoundLoader,
  },
};

const toAppRoute = ({ name, path, children }: RoutePath): AppRoute => ({
  name,
  ...(path === undefined ? {} : { path }),
  ...SCREENS[name],
  ...(children ? { children: children.map(toAppRoute) } : {}),
});

/** The route table: the single source of truth for names, paths, modules, data. */
export const routeTable: readonly AppRoute[] = ROUTE_PATHS.map(toAppRoute);

/**
 * The route's loader with the dictionaries it needs and the shell's (menus, marketplaces):
 * missing ones are loaded, in one request (they never fail the navigation; labels fall back to
 * codes), while the loader fetches the route's data, and the page opens when both are in, whole,
 * in one render. They could run one after the other; started together they give the same
 * page one network round trip sooner.
 */
export function withDictionaries(
  dictionaries: readonly DictionaryKey[],
  loader?: (args: LoaderFunctionArgs) => unknown,
): LoaderFunction {
  const keys = [...new Set([...SHELL_DICTIONARIES, ...dictionaries])];
  return async (args) => {
    const [, data] = await Promise.all([
      referenceData.ensure(keys, currentLang()),
      loader ? loader(args) : null,
    ]);
    return data;
  };
}

/** What a route object carries for the server render: the dictionaries its page labels with. */
export interface RouteHandle {
  dictionaries: readonly DictionaryKey[];
  keep?: Keep;
}

export function toRouteObject(route: AppRoute): RouteObject {
  const loader = withDictionaries(route.dictionaries, route.loader);
  const children = route.children?.map(toRouteObject);
  const handle: RouteHandle = {
    dictionaries: route.dictionaries,
    ...(route.keep ? { keep: route.keep } : {}),
  };
  const common = {
    id: route.name,
    lazy: async () => ({ Component: (await withLangTexts(route.module())).Component }),
    loader,
    handle,
    ...(route.shouldRevalidate ? { shouldRevalidate: route.shouldRevalidate } : {}),
  };
  if (route.path === undefined) return { ...common, index: true };
  return { ...common, path: route.path, ...(children ? { children } : {}) };
}

/**
 * The shell around every route: the layout with the header (no loader, so it renders at once
 * and stays), the page frame with the first load's fallback under it, error boundaries. The
 * browser's router and the server's static handler are made from the same tree.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: SHELL_ROUTE_IDS.layout,
      path: '/',
      Component: AppLayout,
      ErrorBoundary: AppError,
      children: [
        {
          id: SHELL_ROUTE_IDS.frame,
          Component: PageFrame,
          HydrateFallback: PageLoading,
          children: [
            {
              id: SHELL_ROUTE_IDS.pages,
              ErrorBoundary: RouteError,
              children: routeTable.map(toRouteObject),
            },
          ],
        },
      ],
    },
  ];
}

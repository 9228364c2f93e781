import type { RouteName } from '../../contract/routes/route-paths';

/**
 * The source files of each route's screen and of what its first render waits for (routes.tsx
 * imports them lazily), from the project's root. A page rendered on the server names their built
 * chunks (server/static/module-preloads.ts), and the browser fetches them all at once as it
 * starts, instead of each only once the code before it has run: on a slow phone a chain of four
 * round trips, a second or more. A path that is no longer a chunk is preloaded as nothing, and
 * tests/unit/app/route-sources.test.ts names it.
 */
export const ROUTE_SOURCES: Record<RouteName, readonly string[]> = {
  ui_kit: ['src/features/ui-kit/UiKitPage.tsx'],
  ui_kit_item: ['src/features/ui-kit/UiKitItem.tsx'],
  home: ['src/features/home/HomePage.tsx'],
  tenders: ['src/features/search/components/SearchPage.tsx'],
  plans: ['src/features/search/components/SearchPage.tsx'],
  frameworks: ['src/features/search/components/SearchPage.tsx'],
  products: ['src/features/search/components/SearchPage.tsx'],
  articles: ['src/features/news/components/NewsPage.tsx'],
  article: ['src/features/news/components/ArticlePage.tsx'],
  marketplaces: ['src/features/marketplaces/MarketplacesPage.tsx'],
  saved: ['src/features/saved/components/SavedPage.tsx'],
  glossary: ['src/features/glossary/components/GlossaryPage.tsx'],
  flags: ['src/features/flags/FlagsPage.tsx'],
  api_docs: ['src/features/api-docs/components/ApiDocsPage.tsx'],
  tender: ['src/features/tender/components/TenderPage.tsx'],
  purchase_details: [
    'src/features/tender/components/PurchaseDetailsTab.tsx',
    'src/features/tender/components/outcome/outcome-sections.ts',
  ],
  tender_questions: ['src/features/tender/tabs/questions/QuestionsTab.tsx'],
  tender_complaints: ['src/features/tender/tabs/complaints/ComplaintsTab.tsx'],
  tender_monitorings: ['src/features/tender/tabs/monitorings/components/MonitoringsTab.tsx'],
  agreements: ['src/features/tender/tabs/contracts/components/ContractsTab.tsx'],
  tender_lots: ['src/features/tender/tabs/lots/components/LotsTab.tsx'],
  tender_bid_register: ['src/features/tender/official/components/ReceivedBidsPage.tsx'],
  tender_opening_protocol: ['src/features/tender/official/components/OpeningProtocolPage.tsx'],
  tender_intent_notice: ['src/features/tender/official/components/IntentNoticePage.tsx'],
  tender_dossier: ['src/features/tender/print/TenderDossier.tsx'],
  plan: ['src/features/plan/components/PlanPage.tsx'],
  framework: ['src/features/framework/components/FrameworkPage.tsx'],
  product: ['src/features/product/components/ProductPage.tsx'],
  org: ['src/features/org/components/OrgPage.tsx'],
  not_found: ['src/features/not-found/NotFoundPage.tsx'],
};

import type { Lang, SearchSection } from '../../contract/api.ts';
import type { RouteName } from '../../src/app/route-paths.ts';
import {
  ALL_MARKETPLACES_SLUG,
  legacyMarketplaceSlug,
  marketplacePath,
  marketplaceSlug,
  parseMarketplaceSegment,
} from '../../src/features/marketplaces/model/marketplaces.ts';
import { articleListPath, readNewsQuery } from '../../src/features/news/model/news-query.ts';
import { isUiKitItem } from '../../src/features/ui-kit/ui-kit-items.ts';
import { localizedText } from '../../src/lib/dictionary-label.ts';
import { findArticleSummary } from '../articles/store.ts';
import { isArticleKey } from '../articles/validate.ts';
import type { Database } from '../db/database.ts';
import type { DictionaryStore } from '../dictionaries.ts';
import { PREVIEW_TEXTS } from './preview-texts.ts';
import { findFrameworkPreview, findPlanPreview, findProductPreview } from './entity-preview.ts';
import type { RouteMatch } from './route-match.ts';
import { findTenderPreview } from './tender-preview.ts';

/** What a shared link shows in a messenger or a search result; texts not yet shortened. */
export interface Preview {
  title: string;
  description: string;
  type: 'website' | 'article';
}

/** The status of a page address and its own preview (none: the portal's generic one). */
export interface PageAnswer {
  status: 200 | 404;
  preview: Preview | undefined;
  /** API addresses the page's loader will ask for: the browser fetches them with the page. */
  preload?: readonly string[];
  /** The page moved: its address now (a permanent redirect, the query kept). */
  movedTo?: string;
  /** The image at the top of the page (a path here): fetched with the page, not after the render. */
  image?: string;
}

const GENERIC: PageAnswer = { status: 200, preview: undefined };
const NOT_FOUND: PageAnswer = { status: 404, preview: undefined };

type PageResolver = (
  params: Record<string, string>,
  lang: Lang,
  /** The address's query string, with its '?' (or empty). */
  search: string,
) => PageAnswer | Promise<PageAnswer>;

/**
 * The page behind an address of the client's route table: whether it exists (a tender, a
 * plan, a framework, a product, an article, a marketplace, a UI-kit element) and what its link preview says. One indexed
 * lookup at most; routes without a resolver exist and get the generic preview.
 */
export const createPageResolver = (db: Database, dictionaries: DictionaryStore) => {
  const marketplaceEntries = Object.entries(dictionaries.get('marketplaces')?.data ?? {});
  const marketplaceSlugs = new Set([
    ALL_MARKETPLACES_SLUG,
    ...marketplaceEntries.map(([code, entry]) => marketplaceSlug(entry, code)),
  ]);
  /** The slugs of the first paths (the host's brand) that another slug has replaced. */
  const movedMarketplaces = new Map<string, string>(
    marketplaceEntries.flatMap(([code, entry]) => {
      const old = legacyMarketplaceSlug(entry, code);
      return marketplaceSlugs.has(old) ? [] : [[old, marketplaceSlug(entry, code)] as const];
    }),
  );

  const searchPage =
    (section: SearchSection): PageResolver =>
    (_params, lang) => ({
      status: 200,
      preview: {
        title: PREVIEW_TEXTS[lang].searchTitle[section],
        description: PREVIEW_TEXTS[lang].description,
        type: 'website',
      },
    });

  /** A plan, framework or product page: 404 unless the object exists; its loader's request preloaded. */
  const entityPage =
    (
      collection: 'plans' | 'frameworks' | 'products',
      find: (id: string, lang: Lang) => Promise<Preview | undefined>,
    ): PageResolver =>
    async ({ id = '' }, lang) => {
      const preview = await find(id, lang);
      return preview
        ? { status: 200, preview, preload: [`/api/${collection}/${encodeURIComponent(id)}`] }
        : NOT_FOUND;
    };

  const resolvers: Partial<Record<RouteName, PageResolver>> = {
    tender: async ({ id = '' }, lang) => {
      const preview = await findTenderPreview(db, dictionaries, id, lang);
      return preview
        ? { status: 200, preview, preload: [`/api/tenders/${encodeURIComponent(id)}`] }
        : NOT_FOUND;
    },
    article: async ({ id = '' }, lang) => {
      const article = isArticleKey(id) ? await findArticleSummary(db, id) : null;
      if (!article) return NOT_FOUND;
      return {
        status: 200,
        preview: {
          title: localizedText(article.title_uk, article.title_en, lang),
          description: localizedText(article.summary_uk, article.summary_en, lang),
          type: 'article',
        },
        preload: [`/api/articles/${encodeURIComponent(id)}`],
        image: article.image.src,
      };
    },
    // The list's request, as its loader will send it for this address.
    articles: (_params, _lang, search) => ({
      ...GENERIC,
      preload: [`/api/${articleListPath(readNewsQuery(search))}`],
    }),
    marketplaces: ({ segment }) => {
      const slug = parseMarketplaceSegment(segment);
      if (slug === undefined) return NOT_FOUND;
      if (marketplaceSlugs.has(slug)) return GENERIC;
      const moved = movedMarketplaces.get(slug);
      return moved === undefined ? NOT_FOUND : { ...GENERIC, movedTo: marketplacePath(moved) };
    },
    plan: entityPage('plans', (id, lang) => findPlanPreview(db, id, lang)),
    framework: entityPage('frameworks', (id, lang) =>
      findFrameworkPreview(db, dictionaries, id, lang),
    ),
    product: entityPage('products', (id, lang) => findProductPreview(db, id, lang)),
    ui_kit_item: ({ id = '' }) => (isUiKitItem(id) ? GENERIC : NOT_FOUND),
    tenders: searchPage('tender'),
    plans: searchPage('plan'),
    frameworks: searchPage('catalog'),
    products: searchPage('products'),
  };

  /** The innermost route with a resolver decides: a tender's tab is the tender's page. */
  return async (match: RouteMatch | undefined, lang: Lang, search = ''): Promise<PageAnswer> => {
    if (!match) return NOT_FOUND;
    const name = match.names.findLast((candidate) => resolvers[candidate] !== undefined);
    const resolve = name === undefined ? undefined : resolvers[name];
    return resolve ? resolve(match.params, lang, search) : GENERIC;
  };
};

import type { Lang } from '../../../../contract/api';
import type { Dictionary } from '../../../../contract/static-data';
import { filterByLevel, levelFilterOptions, levelsExplained, selectedLevel } from './level-filter';
import type { LevelFilterOption } from './level-filter';
import { ALL_MARKETPLACES_SLUG, findMarketplace, toMarketplaces } from './marketplaces';
import type { MarketplaceLevelView, MarketplaceView } from './marketplaces';

export interface MarketplacesPageInput {
  slug: string;
  marketplaces: Dictionary | undefined;
  levels: Dictionary | undefined;
  authMethods: Dictionary | undefined;
  search: URLSearchParams;
  lang: Lang;
}

export interface MarketplacesPageView {
  /** The marketplace of a /majdanchiki-{slug} page; undefined on the page of all of them. */
  one: MarketplaceView | undefined;
  /** The cards to show: the one, or all of them narrowed by the level filter. */
  shown: MarketplaceView[];
  /** How many marketplaces there are in all. */
  total: number;
  /**
   * The level filter of the page of all marketplaces; empty on a one-marketplace page and when
   * no level would narrow the list.
   */
  filter: LevelFilterOption[];
  /** The level the filter keeps; undefined for all. */
  level: string | undefined;
  levels: MarketplaceLevelView[];
}

/** /majdanchiki-prozorro lists every marketplace with a level filter; another slug shows one. */
export function marketplacesPageView(input: MarketplacesPageInput): MarketplacesPageView {
  const { slug, lang } = input;
  const all = toMarketplaces(input.marketplaces, lang, {
    levels: input.levels,
    authMethods: input.authMethods,
  });
  const levels = levelsExplained(input.levels, lang);
  const one = slug === ALL_MARKETPLACES_SLUG ? undefined : findMarketplace(all, slug);
  if (one) return { one, shown: [one], total: all.length, filter: [], level: undefined, levels };
  // When every marketplace has every level, a level filter would narrow nothing: none is offered.
  const narrows = levels.some(({ id }) => filterByLevel(all, id).length < all.length);
  const level = narrows ? selectedLevel(input.search, input.levels) : undefined;
  return {
    one: undefined,
    shown: filterByLevel(all, level),
    total: all.length,
    filter: narrows ? levelFilterOptions(input.levels, lang, level) : [],
    level,
    levels,
  };
}

import type { Lang } from '../../../../contract/api';
import type { Dictionary } from '../../../../contract/static-data';
import { dictionaryDescription, dictionaryLabel } from '../../../../contract/dictionary-label';
import type { MarketplaceLevelView, MarketplaceView } from './marketplaces';

/** The query parameter of the filter: ?level=3 keeps the marketplaces accredited for level 3. */
export const LEVEL_PARAM = 'level';

/** The level ids of the dictionary in their numeric order (1–4). */
const levelIds = (levels: Dictionary | undefined): string[] =>
  Object.keys(levels?.data ?? {}).sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));

/** The level asked for in the query, when the dictionary knows it; otherwise none (all). */
export function selectedLevel(
  search: URLSearchParams,
  levels: Dictionary | undefined,
): string | undefined {
  const level = search.get(LEVEL_PARAM);
  return level !== null && levelIds(levels).includes(level) ? level : undefined;
}

export interface LevelFilterOption {
  /** Undefined for "all levels". */
  level: string | undefined;
  /** A label for a level; undefined for "all levels" (the screen names it). */
  label: string | undefined;
  /** The query string of this choice: '' for all, '?level=1' for one level. */
  search: string;
  current: boolean;
}

/** "All" and then each level of the dictionary, the selected one marked current. */
export function levelFilterOptions(
  levels: Dictionary | undefined,
  lang: Lang,
  selected: string | undefined,
): LevelFilterOption[] {
  return [
    { level: undefined, label: undefined, search: '', current: selected === undefined },
    ...levelIds(levels).map((level) => ({
      level,
      label: dictionaryLabel(levels, level, lang),
      search: `?${LEVEL_PARAM}=${encodeURIComponent(level)}`,
      current: selected === level,
    })),
  ];
}

/** The marketplaces accredited for the level; all of them without one. */
export function filterByLevel(
  marketplaces: readonly MarketplaceView[],
  level: string | undefined,
): MarketplaceView[] {
  if (level === undefined) return [...marketplaces];
  return marketplaces.filter((marketplace) => marketplace.levels.some(({ id }) => id === level));
}

/** Every level of the dictionary with its name and description, for the explanation. */
export function levelsExplained(
  levels: Dictionary | undefined,
  lang: Lang,
): MarketplaceLevelView[] {
  return levelIds(levels).map((id) => ({
    id,
    name: dictionaryLabel(levels, id, lang),
    description: dictionaryDescription(levels, id, lang),
  }));
}

/** The id of a level's explanation on the page, which the levels of each card link to. */
export const levelAnchor = (level: string): string => `level-${level}`;

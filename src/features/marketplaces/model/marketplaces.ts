import type { Lang } from '../../../../contract/api';
import type { Dictionary, DictionaryEntry } from '../../../../contract/static-data';
import {
  dictionaryDescription,
  dictionaryLabel,
  entryLabel,
} from '../../../../contract/dictionary-label';
import { safeAppPath, safeExternalUrl } from '../../../../contract/safe-url';
import {
  marketplaceSlug,
  legacyMarketplaceSlug,
} from '../../../../contract/routes/marketplace-slugs';

/** The slug of the page of all marketplaces (/majdanchiki-prozorro). */
export const ALL_MARKETPLACES_SLUG = 'prozorro';

export interface MarketplaceLevelView {
  id: string;
  name: string;
  /** The dictionary's description; undefined when it has none. */
  description: string | undefined;
}

export interface MarketplaceView extends MarketplaceCard {
  /** The slug the portal used before slugs followed the brand (the host's): it redirects. */
  legacySlug: string;
  website: string | undefined;
  levels: MarketplaceLevelView[];
  authMethods: string[];
}

/** The dictionaries that name a marketplace's accreditation levels and auth methods. */
export interface MarketplaceTerms {
  levels?: Dictionary | undefined;
  authMethods?: Dictionary | undefined;
}

/** The dictionary's `order` (Ukrainian alphabetical order of the titles); without one, last. */
const orderOf = (entry: DictionaryEntry): number =>
  typeof entry.order === 'number' ? entry.order : Number.MAX_SAFE_INTEGER;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

const levelView = (
  id: string,
  levels: Dictionary | undefined,
  lang: Lang,
): MarketplaceLevelView => ({
  id,
  name: dictionaryLabel(levels, id, lang),
  description: dictionaryDescription(levels, id, lang),
});

/** The logo in the language: an English title has a logo of its own (`image_en`). */
const logoOf = (entry: DictionaryEntry, lang: Lang): string | undefined => {
  const image =
    lang === 'en' && typeof entry.image_en === 'string' && entry.image_en !== ''
      ? entry.image_en
      : entry.image;
  return safeAppPath(image) ?? safeExternalUrl(image);
};

/** A marketplace as a card names it: its page, title and logo. */
export interface MarketplaceCard {
  code: string;
  slug: string;
  title: string;
  image: string | undefined;
}

const cardOf = (code: string, entry: DictionaryEntry, lang: Lang): MarketplaceCard => ({
  code,
  slug: marketplaceSlug(entry, code),
  title: entryLabel(entry, lang) ?? code,
  image: logoOf(entry, lang),
});

const inOrder = (dictionary: Dictionary): [string, DictionaryEntry][] =>
  Object.entries(dictionary.data).sort(([, a], [, b]) => orderOf(a) - orderOf(b));

/**
 * The marketplaces' cards, in the dictionary's order. A page that shows no more reads no more
 * of the dictionary, so a server render sends no more of it.
 */
export function toMarketplaceCards(
  dictionary: Dictionary | undefined,
  lang: Lang,
): MarketplaceCard[] {
  if (!dictionary) return [];
  return inOrder(dictionary)
    .map(([code, entry]) => cardOf(code, entry, lang))
    .filter((card) => card.slug !== '');
}

/**
 * The marketplaces of the dictionary, in its order, with their levels and auth methods named
 * by their dictionaries (a code without a label shows as is); untrusted URLs are dropped.
 */
export function toMarketplaces(
  dictionary: Dictionary | undefined,
  lang: Lang,
  terms: MarketplaceTerms = {},
): MarketplaceView[] {
  if (!dictionary) return [];
  return inOrder(dictionary)
    .map(([code, entry]) => ({
      ...cardOf(code, entry, lang),
      legacySlug: legacyMarketplaceSlug(entry, code),
      website: safeExternalUrl(entry.url),
      levels: ids(entry.accreditation_levels).map((id) => levelView(id, terms.levels, lang)),
      authMethods: ids(entry.auth_methods).map((id) =>
        dictionaryLabel(terms.authMethods, id, lang),
      ),
    }))
    .filter((marketplace) => marketplace.slug !== '');
}

export function findMarketplace(
  marketplaces: readonly MarketplaceView[],
  slug: string,
): MarketplaceView | undefined {
  return marketplaces.find((marketplace) => marketplace.slug === slug);
}

/** The marketplace an old slug named, when no marketplace has that slug now. */
export function findByLegacySlug(
  marketplaces: readonly MarketplaceView[],
  slug: string,
): MarketplaceView | undefined {
  if (findMarketplace(marketplaces, slug)) return undefined;
  return marketplaces.find((marketplace) => marketplace.legacySlug === slug);
}

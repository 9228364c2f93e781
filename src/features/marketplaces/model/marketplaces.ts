import type { Lang } from '../../../../contract/api';
import type { Dictionary, DictionaryEntry } from '../../../../contract/static-data';
import { entryLabel } from '../../../lib/dictionary-label';
import { safeAppPath, safeExternalUrl } from '../../../lib/safe-url';

/** /majdanchiki-{slug}; the slug 'prozorro' is the page of all marketplaces. */
export const MARKETPLACE_PATH_PREFIX = 'majdanchiki-';
export const ALL_MARKETPLACES_SLUG = 'prozorro';

export interface MarketplaceView {
  code: string;
  slug: string;
  title: string;
  website: string | undefined;
  image: string | undefined;
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a marketplace: the brand part of its host ('prom.ua' → 'prom',
 * 'www.e-tender.biz' → 'e-tender'), else of its dictionary code.
 */
export function marketplaceSlug(entry: DictionaryEntry, code: string): string {
  const source = typeof entry.host === 'string' && entry.host.trim() !== '' ? entry.host : code;
  const brand =
    source
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/^www\./, '')
      .split(/[./:]/)[0] ?? '';
  return brand.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** The slug of a path segment like 'majdanchiki-prom', or undefined for any other segment. */
export function parseMarketplaceSegment(segment: string | undefined): string | undefined {
  if (!segment?.startsWith(MARKETPLACE_PATH_PREFIX)) return undefined;
  const slug = segment.slice(MARKETPLACE_PATH_PREFIX.length);
  return SLUG_PATTERN.test(slug) ? slug : undefined;
}

export function marketplacePath(slug: string): string {
  return `/${MARKETPLACE_PATH_PREFIX}${slug}`;
}

/** The dictionary's `order` (Ukrainian alphabetical order of the titles); without one, last. */
const orderOf = (entry: DictionaryEntry): number =>
  typeof entry.order === 'number' ? entry.order : Number.MAX_SAFE_INTEGER;

/** The marketplaces of the dictionary, in its order; untrusted URLs are dropped. */
export function toMarketplaces(dictionary: Dictionary | undefined, lang: Lang): MarketplaceView[] {
  if (!dictionary) return [];
  return Object.entries(dictionary.data)
    .sort(([, a], [, b]) => orderOf(a) - orderOf(b))
    .map(([code, entry]) => ({
      code,
      slug: marketplaceSlug(entry, code),
      title: entryLabel(entry, lang) ?? code,
      website: safeExternalUrl(entry.url),
      image: safeAppPath(entry.image) ?? safeExternalUrl(entry.image),
    }))
    .filter((marketplace) => marketplace.slug !== '');
}

export function findMarketplace(
  marketplaces: readonly MarketplaceView[],
  slug: string,
): MarketplaceView | undefined {
  return marketplaces.find((marketplace) => marketplace.slug === slug);
}

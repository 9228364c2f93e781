import type { DictionaryEntry } from '../static-data.ts';
import { MARKETPLACE_PATH_PREFIX } from './paths.ts';

/** The slugs of the e-marketplaces' pages (/majdanchiki-<slug>), for client and server. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The slug of the portal's first paths: the brand part of the host ('prom.ua' → 'prom',
 * 'www.e-tender.biz' → 'e-tender'), else of the dictionary code. Old links keep working.
 */
export function legacyMarketplaceSlug(entry: DictionaryEntry, code: string): string {
  const host = text(entry.host).trim();
  const brand =
    (host === '' ? code : host)
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/^www\./, '')
      .split(/[./:]/)[0] ?? '';
  return slugOf(brand);
}

/**
 * The slug of a brand: its English name without a note in brackets ('SmartTender.biz' →
 * 'smarttender-biz', 'UUB (Ukrainian Universal Exchange)' → 'uub'); '' without Latin letters.
 * `npm run build:dictionaries` writes it into each marketplace as `slug`.
 */
export function brandSlug(englishTitle: string): string {
  return slugOf(englishTitle.replace(/\([^)]*\)/g, ''));
}

/**
 * The slug of a marketplace: the brand a user sees (the dictionary's `slug`, the same in both
 * languages); without one, the host's brand.
 */
export function marketplaceSlug(entry: DictionaryEntry, code: string): string {
  const slug = text(entry.slug);
  return SLUG_PATTERN.test(slug) ? slug : legacyMarketplaceSlug(entry, code);
}

/** The slug of a path segment like 'majdanchiki-prom', or undefined for any other segment. */
export function parseMarketplaceSegment(segment: string | undefined): string | undefined {
  if (!segment?.startsWith(MARKETPLACE_PATH_PREFIX)) return undefined;
  const slug = segment.slice(MARKETPLACE_PATH_PREFIX.length);
  return SLUG_PATTERN.test(slug) ? slug : undefined;
}

import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/api.ts';
import type { PageHead } from '../../contract/server-render.ts';
import { cutAtWord } from '../../contract/format/title.ts';
import { LANG_PARAM } from '../../contract/lang-url.ts';
import commonEn from '../../contract/locales/en/common.json';
import commonUk from '../../contract/locales/uk/common.json';

/** About what messengers and search results show before cutting. */
const DESCRIPTION_MAX = 200;

/** The portal's own words: its name and description, as the pages say them. */
const PORTAL = {
  uk: { ...commonUk, ogLocale: 'uk_UA' },
  en: { ...commonEn, ogLocale: 'en_GB' },
} as const;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute: upstream text never becomes markup. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

export interface HeadContext {
  lang: Lang;
  /** The canonical origin: PUBLIC_URL, else the request's protocol and host. */
  origin: string;
  /** The requested path, as it was sent (percent-encoded). */
  pathname: string;
  /** A page that does not exist (404) has no canonical address. */
  status: number;
}

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

const link = (rel: string, href: string, hreflang?: string): string =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;

/**
 * The head elements of a page from what it said of itself as it rendered (none: the portal's
 * generic head): title, its image to fetch with the page, description, Open Graph and Twitter
 * card in the page's language. A page that exists also gets its canonical URL and the
 * alternates in each language: Ukrainian, the default, is the bare path (also x-default),
 * English the path with ?lang=en, so a page's canonical URL is the address it was opened at.
 * A page with a feed links it as an Atom alternate.
 */
export const headTags = (
  head: PageHead | undefined,
  { lang, origin, pathname, status }: HeadContext,
): string[] => {
  const portal = PORTAL[lang];
  const description = cutAtWord(head?.description || portal.siteDescription, DESCRIPTION_MAX);
  const urlIn = (code: Lang): string =>
    `${origin}${pathname}${code === DEFAULT_LANG ? '' : `?${LANG_PARAM}=${code}`}`;
  const addresses =
    status === 404
      ? []
      : [
          link('canonical', urlIn(lang)),
          ...LANGS.map((code) => link('alternate', urlIn(code), code)),
          link('alternate', urlIn(DEFAULT_LANG), 'x-default'),
          meta('property', 'og:url', urlIn(lang)),
        ];
  return [
    `<title>${escapeHtml(head?.title ?? portal.appName)}</title>`,
    ...(head?.image
      ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.image)}" />`]
      : []),
    meta('name', 'description', description),
    ...addresses,
    ...(head?.feed
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(origin + head.feed.href)}" />`,
        ]
      : []),
    meta('property', 'og:type', head?.type ?? 'website'),
    meta('property', 'og:site_name', portal.appName),
    meta('property', 'og:title', head?.pageTitle ?? portal.appName),
    meta('property', 'og:description', description),
    meta('property', 'og:locale', portal.ogLocale),
    meta('name', 'twitter:card', 'summary'),
  ];
};

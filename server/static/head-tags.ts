import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/api.ts';
import { LANG_PARAM } from '../../src/lib/lang-url.ts';
import { PREVIEW_TEXTS } from './preview-texts.ts';
import type { PageAnswer } from './previews.ts';
import { shortenText } from './shorten-text.ts';

/** About what messengers and search results show before cutting. */
const TITLE_MAX = 70;
const DESCRIPTION_MAX = 200;

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
}

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

const link = (rel: string, href: string, hreflang?: string): string =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;

/**
 * The head elements of a page: title, the data to fetch with the page, description, Open Graph
 * and Twitter card in the page's language. A page that exists also gets its canonical URL and
 * the alternates in each language: Ukrainian, the default, is the bare path (also x-default),
 * English the path with ?lang=en, so a page's canonical URL is the address it was opened at.
 */
export const previewHeadTags = (
  { status, preview, preload = [], image }: PageAnswer,
  { lang, origin, pathname }: HeadContext,
): string[] => {
  const texts = PREVIEW_TEXTS[lang];
  const pageTitle = preview ? shortenText(preview.title, TITLE_MAX) : undefined;
  const description = shortenText(preview?.description || texts.description, DESCRIPTION_MAX);
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
    `<title>${escapeHtml(pageTitle ? texts.documentTitle(pageTitle) : texts.siteName)}</title>`,
    // The loader's own request (fetch, same-origin credentials) takes the preloaded answer.
    ...preload.map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...(image
      ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}" />`]
      : []),
    meta('name', 'description', description),
    ...addresses,
    meta('property', 'og:type', preview?.type ?? 'website'),
    meta('property', 'og:site_name', texts.siteName),
    meta('property', 'og:title', pageTitle ?? texts.siteName),
    meta('property', 'og:description', description),
    meta('property', 'og:locale', texts.ogLocale),
    meta('name', 'twitter:card', 'summary'),
  ];
};

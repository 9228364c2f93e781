import { unpackRepeats } from './repeats';
import type { PackedRepeats } from './repeats';

/** The id of the JSON block in which a server-rendered page carries its data for hydration. */
export const RENDERED_DATA_ID = 'rendered-data';

/** The text of a page's data block, read from its HTML (tools and tests; the browser reads the DOM). */
export const renderedDataText = (html: string): string | undefined =>
  new RegExp(`<script type="application/json" id="${RENDERED_DATA_ID}">(.*?)</script>`, 's').exec(
    html,
  )?.[1];

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** The share of a page's HTML (in UTF-8 bytes) that is its data block: 0 when it has none. */
export const dataBlockShare = (html: string): number =>
  utf8Bytes(renderedDataText(html) ?? '') / utf8Bytes(html);

/** A page's data block as the page was given it: its text parsed, its repeats put back. */
export const parseRenderedData = (text: string): unknown =>
  unpackRepeats(JSON.parse(text) as PackedRepeats);

/** The cookie that sends the visitor's language choice with each request, for the server render. */
export const LANG_COOKIE = 'portal-lang';

/** A year: the language cookie outlives a visit like the stored choice does. */
const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The cookie that keeps `lang` as the visitor's choice: written by the browser on every choice,
 * and by the server for an address with ?lang= (so that without scripts the next page keeps it).
 */
export const langCookie = (lang: string): string =>
  `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE_S}; samesite=lax`;

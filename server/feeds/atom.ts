/** What the portal's Atom feeds share: text as text, and addresses in the feed's language. */
import type { Lang } from '../../contract/api.ts';
import { withLangParam } from '../../contract/lang-url.ts';
import { paths } from '../../contract/routes/paths.ts';
import { isTenderTabName } from '../../contract/routes/tender-pages.ts';

/**
 * The `feed` package writes titles and summaries as `type="html"`: upstream text is escaped so a
 * reader shows it as the text it is, markup included, and no `]]>` can end its CDATA.
 */
export const asHtmlText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page of the portal in `lang`: Ukrainian, the default, at the bare address. */
export const pageUrl = (origin: string, pathname: string, search: string, lang: Lang): string =>
  origin +
  (lang === 'uk'
    ? `${pathname}${search === '' ? '' : `?${search}`}`
    : withLangParam({ pathname, search, hash: '' }, lang));

/** A query string (with or without `?`) without the parameters a feed or watch sets itself. */
export const searchPart = (query: string): string => {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  for (const name of ['lang', 'page', 'per_page']) params.delete(name);
  return params.toString();
};

/** The tender page's tab an event names (its `tab`), or the tender page. */
export const tenderTabPath = (tenderID: string, tab: unknown): string =>
  isTenderTabName(tab) ? paths.tenderTab(tenderID, tab) : paths.tender(tenderID);

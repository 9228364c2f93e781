import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { boundedTitle, cutAtWord, DOCUMENT_TITLE_MAX } from './format';
import { reportPageHead } from './page-head';
import type { PageAbout } from './page-head';

/**
 * A page's own part of the browser tab title: our text, or a label built around upstream
 * text of any length (a tender's or an article's title), which is cut to fit.
 */
export type PageTitle =
  string | { readonly text: string; readonly label: (text: string) => string };

/**
 * Sets the browser tab title: '<page> — <portal name>' within DOCUMENT_TITLE_MAX characters,
 * or the portal name alone without a page title (home). On the server, the title and `about`
 * (the description a link preview shows) go into the page's head.
 */
export function useDocumentTitle(page: PageTitle | undefined, about: PageAbout = {}): void {
  const { t } = useTranslation();
  const withPortal = (text: string): string => t('documentTitle', { title: text });
  let title: string;
  if (!page) title = t('appName');
  else if (typeof page === 'string') title = boundedTitle(withPortal, page);
  else title = boundedTitle((text) => withPortal(page.label(text)), page.text);
  const ownText = typeof page === 'string' ? page : page?.text;
  reportPageHead({
    title,
    ...(ownText === undefined ? {} : { pageTitle: cutAtWord(ownText, DOCUMENT_TITLE_MAX) }),
    ...about,
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const feedHref = about.feed?.href;
  const feedTitle = about.feed?.title;
  useEffect(() => {
    if (feedHref === undefined) return undefined;
    return linkFeed(feedHref, feedTitle ?? '');
  }, [feedHref, feedTitle]);
}

/**
 * The page's Atom feed as a link in the head, for the browser's and feed readers' discovery;
 * the server render writes the same link. Answers the function that removes it.
 */
function linkFeed(href: string, title: string): () => void {
  const selector = 'link[rel="alternate"][type="application/atom+xml"]';
  const link =
    document.head.querySelector<HTMLLinkElement>(selector) ?? document.createElement('link');
  link.rel = 'alternate';
  link.type = 'application/atom+xml';
  link.title = title;
  link.href = href;
  document.head.append(link);
  return () => {
    link.remove();
  };
}

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
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title for the page: '<page> — <portal name>'. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation();
  const title = pageTitle ? t('documentTitle', { title: pageTitle }) : t('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

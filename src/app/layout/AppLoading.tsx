import { useTranslation } from 'react-i18next';

/** Shown once, while the first route's code, dictionaries and data arrive. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="app-loading" role="status">
      <span className="app-loading__brand">{t('appName')}</span>
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Header } from './Header';

/** Shown once, while the first route's code, dictionaries and data arrive: the same header. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <Header />
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
    </div>
  );
}

import { useTranslation } from '../../lib/i18n';
import { HeaderFrame } from './Header';

/**
 * Shown once, while the first route's code, dictionaries and data arrive: the same header,
 * its menu row empty (the first page brings it).
 */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <HeaderFrame items={[]} />
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
    </div>
  );
}

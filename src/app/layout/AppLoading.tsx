import { DelayedLoading } from '../../components/ui/loading/DelayedLoading';
import { HeaderFrame } from './Header';
import { useTranslation } from '../../lib/i18n';

/**
 * Shown once, while the first route's code, dictionaries and data arrive: the same header,
 * its menu row empty (the first page brings it), and a visible loading indicator once the
 * wait is long enough to notice (a cold deep link to a search).
 */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <HeaderFrame items={[]} />
      <main id="main" className="app__main" tabIndex={-1}>
        <div className="page">
          <DelayedLoading label={t('loading')} />
        </div>
      </main>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router-dom';
import { useReferenceDataLanguage } from '../../lib/use-reference-data';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';
import { ShellPart } from './ShellPart';
import './layout.css';

const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
const MarketplacesSlider = lazy(() =>
  import('./MarketplacesSlider').then((m) => ({ default: m.MarketplacesSlider })),
);

const focusMain = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
};

/**
 * The app shell: skip link, header, main, marketplaces, footer (GOV.UK page template). The
 * header is part of the first paint; the parts below the page load lazily.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useReferenceDataLanguage();
  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t('skipLink')}
      </a>
      <ShellPart name="header">
        <Header />
      </ShellPart>
      <div
        className="page-progress"
        data-busy={navigation.state === 'idle' ? undefined : 'true'}
        aria-hidden="true"
      />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <ShellPart name="marketplaces slider">
        <Suspense fallback={null}>
          <MarketplacesSlider />
        </Suspense>
      </ShellPart>
      <ShellPart name="footer">
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </ShellPart>
      <UpdatePrompt />
      <ScrollManager />
    </div>
  );
}

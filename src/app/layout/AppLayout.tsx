import { lazy, Suspense } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router-dom';
import { useReferenceDataLanguage } from '../../lib/use-reference-data';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { ScrollManager } from './ScrollManager';
import './layout.css';

const Header = lazy(() => import('./Header').then((m) => ({ default: m.Header })));
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

/** The app shell: skip link, header, main, marketplaces, footer (GOV.UK page template). */
export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useReferenceDataLanguage();
  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t('skipLink')}
      </a>
      <Suspense fallback={<div className="site-header site-header--placeholder" />}>
        <Header />
      </Suspense>
      <div
        className="page-progress"
        data-busy={navigation.state === 'idle' ? undefined : 'true'}
        aria-hidden="true"
      />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <MarketplacesSlider />
      </Suspense>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <UpdatePrompt />
      <ScrollManager />
    </div>
  );
}

import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useNavigation } from 'react-router-dom';
import { useReferenceDataLanguage } from '../../lib/use-reference-data';
import { startBackgroundRefresh } from '../../features/saved/refresh/start';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { AfterFirstPaint } from './AfterFirstPaint';
import { Footer } from './Footer';
import { Header } from './Header';
import { MarketplacesSlider } from './MarketplacesSlider';
import { OfflineBanner } from './OfflineBanner';
import { ScrollManager } from './ScrollManager';
import { ShellPart } from './ShellPart';
import './layout.css';

const focusMain = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
};

/**
 * The app shell: skip link, header, main, marketplaces, footer (GOV.UK page template), all
 * rendered with the first page (the root loader waits for their dictionaries).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useReferenceDataLanguage();
  useEffect(startBackgroundRefresh, []);
  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={focusMain}>
        {t('skipLink')}
      </a>
      <ShellPart name="header">
        <Header />
      </ShellPart>
      <OfflineBanner />
      <div
        className="page-progress"
        data-busy={navigation.state === 'idle' ? undefined : 'true'}
        aria-hidden="true"
      />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <AfterFirstPaint>
        <ShellPart name="marketplaces slider">
          <MarketplacesSlider />
        </ShellPart>
        <ShellPart name="footer">
          <Footer />
        </ShellPart>
      </AfterFirstPaint>
      <UpdatePrompt />
      <ScrollManager />
    </div>
  );
}

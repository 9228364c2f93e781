import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router-dom';
import { pressHeldButtons } from '../../lib/held-clicks';
import { useHydrated, whenPartsHydrated } from '../../lib/use-hydrated';
import { useReferenceDataLanguage } from '../../lib/use-reference-data';
import { Header } from './Header';
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
 * From here on the page's script-only controls work: the server's page is hydrated, with every
 * part that hydrates apart (HydratesApart).
 */
const markHydrated = (hydrated: boolean) => {
  if (!hydrated) return;
  whenPartsHydrated(() => {
    document.documentElement.dataset.hydrated = '';
  });
};

/**
 * The app shell (GOV.UK page template): skip link and header, rendered at once and kept across
 * pages; below them the page frame (PageFrame) or, on the first load, the loading view
 * (PageLoading). The header's menu fills in when its dictionary arrives, with the first page's.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useReferenceDataLanguage();
  // Rendered true with the page's own browser-only parts (useHydrated), in the same transition.
  const hydrated = useHydrated();
  // The page is the app's now: what was tapped before takes effect.
  useEffect(pressHeldButtons, []);
  useEffect(() => {
    markHydrated(hydrated);
  }, [hydrated]);
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
      <Outlet />
      <ScrollManager />
    </div>
  );
}

import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { startBackgroundRefresh } from '../../features/saved/refresh/start';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { Footer } from './Footer';
import { MarketplacesSlider } from './MarketplacesSlider';
import { ShellPart } from './ShellPart';

/**
 * The page, what lies below it (marketplaces, footer) and what waits for the first page: the
 * service worker's registration and the saved tenders' background checks. Rendered once the
 * first page is in, so the footer never shows under the loading indicator and then moves down.
 */
export function PageFrame() {
  useEffect(startBackgroundRefresh, []);
  return (
    <>
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <ShellPart name="marketplaces slider">
        <MarketplacesSlider />
      </ShellPart>
      <ShellPart name="footer">
        <Footer />
      </ShellPart>
      <UpdatePrompt />
    </>
  );
}

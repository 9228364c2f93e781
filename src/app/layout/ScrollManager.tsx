import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  NavigationType,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigationType,
} from 'react-router-dom';
import { SHELL_ROUTE_IDS } from '../route-paths';

const SHELL_IDS: readonly string[] = Object.values(SHELL_ROUTE_IDS);

/** How long to wait for a late element (a lazy section, a boundary's lazy page). */
const WAIT_MS = 2000;

const prefersReducedMotion = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const hashTarget = (hash: string): HTMLElement | null => {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
};

/** Calls `found` with the element once `find` returns it, polling each frame for a while. */
function whenPresent<T>(find: () => T | null, found: (element: T) => void): () => void {
  const start = performance.now();
  let frame = 0;
  const tick = () => {
    const element = find();
    if (element) found(element);
    else if (performance.now() - start < WAIT_MS) frame = requestAnimationFrame(tick);
  };
  tick();
  return () => {
    cancelAnimationFrame(frame);
  };
}

/**
 * Runs just before ScrollRestoration's layout effect: a new navigation to a hash makes the
 * scroll smooth. ScrollRestoration itself handles top-of-page and restoring on back.
 */
function SmoothHashStart() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (location.hash && navigationType !== NavigationType.Pop && !prefersReducedMotion()) {
      document.documentElement.style.scrollBehavior = 'smooth';
    }
  }, [location, navigationType]);
  return null;
}

/** Runs just after it: back to instant scrolling; a hash element that was not there yet
 * (still loading, or rendered a frame after the first paint) is scrolled to as soon as it
 * appears: at once on the first load, smoothly after a click. */
function SmoothHashEnd() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstLoad = useRef(true);
  const waitFor = useRef<'none' | 'instant' | 'smooth'>('none');
  useLayoutEffect(() => {
    document.documentElement.style.scrollBehavior = '';
    const missing = hashTarget(location.hash) === null;
    // A later back or forward step restores its own position; the first load has none.
    if (!missing || (navigationType === NavigationType.Pop && !firstLoad.current)) {
      waitFor.current = 'none';
    } else {
      waitFor.current = firstLoad.current || prefersReducedMotion() ? 'instant' : 'smooth';
    }
    firstLoad.current = false;
  }, [location, navigationType]);
  useEffect(() => {
    const behavior = waitFor.current;
    if (!location.hash || behavior === 'none') return undefined;
    return whenPresent(
      () => hashTarget(location.hash),
      (element) => {
        element.scrollIntoView({ behavior: behavior === 'instant' ? 'auto' : 'smooth' });
      },
    );
  }, [location]);
  return null;
}

/**
 * Focus goes to the new page's <h1> after a navigation (not on the first load), so screen
 * readers announce the page. Tabs of the same page and query changes do not move focus.
 */
function FocusHeading() {
  const matches = useMatches();
  const page = matches.find((match) => !SHELL_IDS.includes(match.id));
  const pageKey = page ? `${page.id}:${page.pathname}` : '';
  const previous = useRef(pageKey);
  useEffect(() => {
    if (previous.current === pageKey) return undefined;
    previous.current = pageKey;
    return whenPresent(
      () => document.querySelector<HTMLElement>('main h1'),
      (heading) => {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      },
    );
  }, [pageKey]);
  return null;
}

/** Scroll to top on navigation, smooth scroll to a hash, restore on back; focus the <h1>. */
export function ScrollManager() {
  return (
    <>
      <SmoothHashStart />
      <ScrollRestoration />
      <SmoothHashEnd />
      <FocusHeading />
    </>
  );
}

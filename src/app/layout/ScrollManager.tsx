import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  NavigationType,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigationType,
} from 'react-router-dom';
import { hashIds } from '../../components/ui/accordion/accordion-hash';
import { SHELL_ROUTE_IDS } from '../shell-route-ids';
import { holdAtTop, whenReaderActs } from './hold-at-top';

const SHELL_IDS: readonly string[] = Object.values(SHELL_ROUTE_IDS);

/** How long to wait for a late element (a lazy section, a boundary's lazy page). */
const WAIT_MS = 2000;

/** How long a hash's target may take to appear (a slow phone, a tab's data still loading). */
const HASH_WAIT_MS = 15_000;

const prefersReducedMotion = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The element a hash names: its id, or the first id of a list of open accordions. */
const hashTarget = (hash: string): HTMLElement | null => {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  return document.getElementById(id) ?? document.getElementById(hashIds(hash)[0] ?? '');
};

/** Calls `found` with the element once `find` returns it, polling each frame for a while. */
function whenPresent<T>(
  find: () => T | null,
  found: (element: T) => void,
  waitMs = WAIT_MS,
): () => void {
  const start = performance.now();
  let frame = 0;
  const tick = () => {
    const element = find();
    if (element) found(element);
    else if (performance.now() - start < waitMs) frame = requestAnimationFrame(tick);
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

/** Runs just after it: back to instant scrolling. Then the hash's target, once it is there
 * (it may still be loading, or render a frame after the first paint), is brought to the top of
 * the screen and held there while the page above it settles: at once on the first load,
 * smoothly after a click. A back or forward step restores its own position instead. */
function SmoothHashEnd() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstLoad = useRef(true);
  const behavior = useRef<'none' | 'instant' | 'smooth'>('none');
  useLayoutEffect(() => {
    document.documentElement.style.scrollBehavior = '';
    if (navigationType === NavigationType.Pop && !firstLoad.current) behavior.current = 'none';
    else behavior.current = firstLoad.current || prefersReducedMotion() ? 'instant' : 'smooth';
    firstLoad.current = false;
  }, [location, navigationType]);
  useEffect(() => {
    const how = behavior.current;
    if (!location.hash || how === 'none') return undefined;
    let release: (() => void) | undefined;
    // A reader who scrolls or types before the target appears keeps the page where it is.
    const ignoreReader = whenReaderActs(() => {
      cancel();
    });
    const cancel = whenPresent(
      () => hashTarget(location.hash),
      (element) => {
        ignoreReader();
        release = holdAtTop(element, how);
      },
      HASH_WAIT_MS,
    );
    return () => {
      ignoreReader();
      cancel();
      release?.();
    };
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

import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  NavigationType,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigationType,
} from 'react-router-dom';
import { SHELL_ROUTE_IDS } from '../route-paths';
import { holdInView } from './hold-in-view';

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

/** What to do for a hash after ScrollRestoration: nothing, hold its target, or wait for it. */
type HashPlan = { kind: 'none' } | { kind: 'hold' } | { kind: 'wait'; behavior: ScrollBehavior };

/** Where ScrollRestoration's scrollIntoView leaves an element (a restored position rarely). */
const isNearTop = (element: HTMLElement): boolean => {
  const top = element.getBoundingClientRect().top;
  return top > -2 && top < window.innerHeight / 4;
};

/** Runs just after it: back to instant scrolling. Then the hash's target, once it is there
 * (still loading, or rendered a frame after the first paint: at once on the first load,
 * smoothly after a click), is held at the top while the page around it renders. A back or
 * forward step that restored its own position is left there. */
function SmoothHashEnd() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstLoad = useRef(true);
  const plan = useRef<HashPlan>({ kind: 'none' });
  useLayoutEffect(() => {
    document.documentElement.style.scrollBehavior = '';
    const target = hashTarget(location.hash);
    const stepped = navigationType === NavigationType.Pop && !firstLoad.current;
    if (!location.hash) plan.current = { kind: 'none' };
    else if (target) {
      // ScrollRestoration scrolled to it, unless a step back restored a position elsewhere.
      plan.current = !stepped || isNearTop(target) ? { kind: 'hold' } : { kind: 'none' };
    } else if (stepped) plan.current = { kind: 'none' };
    else {
      const instant = firstLoad.current || prefersReducedMotion();
      plan.current = { kind: 'wait', behavior: instant ? 'auto' : 'smooth' };
    }
    firstLoad.current = false;
  }, [location, navigationType]);
  useEffect(() => {
    const planned = plan.current;
    if (planned.kind === 'none') return undefined;
    const target = hashTarget(location.hash);
    if (planned.kind === 'hold') return target ? holdInView(target, undefined) : undefined;
    let release: (() => void) | undefined;
    const cancel = whenPresent(
      () => hashTarget(location.hash),
      (element) => {
        release = holdInView(element, planned.behavior);
      },
    );
    return () => {
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

/**
 * Scroll to top on navigation, smooth scroll to a hash and hold it there while the page
 * renders, restore on back; focus the <h1>.
 */
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

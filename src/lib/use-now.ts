import { millisecondsInMinute } from 'date-fns/constants';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { isAppHydrated, useMountValue } from './use-hydrated';

/**
 * The time a page rendered on the server was rendered at: on the server the request's, in the
 * browser the one its data block carries. Hydration renders with it, so a countdown cannot differ
 * from the server's; the browser's own time follows (useNow).
 */
let renderedAt: () => number | undefined = () => undefined;

export function setRenderTimeSource(source: () => number | undefined): void {
  renderedAt = source;
}

/** On the server: where the page being rendered hears that a part of it counts down the time. */
let countdownReport: () => (() => void) | undefined = () => undefined;

/** The server render's way to hear that the page it renders goes stale within the minute. */
export function setCountdownReport(source: () => (() => void) | undefined): void {
  countdownReport = source;
}

/** To the minute: what the server rendered and what the browser reads then are the same value. */
const toMinute = (time: number): number => time - (time % millisecondsInMinute);

let current = toMinute(Date.now());

/** The time, renewed at most once a minute, so that React reads the same value within a render. */
const readNow = (): number => {
  const now = Date.now();
  if (now - current >= millisecondsInMinute) current = toMinute(now);
  return current;
};

const readRenderedAt = (): number => {
  const rendered = renderedAt();
  return rendered === undefined ? readNow() : toMinute(rendered);
};

/** Hydrating, the time the page was rendered at; mounted after hydration, the browser's. */
const readMountTime = (): number => (isAppHydrated() ? readNow() : readRenderedAt());

/**
 * The current time, renewed every minute while `ticking` (a countdown is on screen). A page
 * hydrates with the time it was rendered at; the browser's own follows in a transition, rendered
 * in slices, not in one blocking render of everything below (a tender's whole tab), as a store
 * whose browser value differs from the server's would make React do.
 */
export function useNow(ticking: boolean): Date {
  if (ticking) countdownReport()?.();
  const mountTime = useMountValue(readMountTime, readRenderedAt);
  // Unchanged within the minute the page was rendered in, so hydration re-renders nothing then.
  const [now, setNow] = useState(mountTime);
  useEffect(() => {
    const follow = () => {
      startTransition(() => {
        setNow(readNow());
      });
    };
    follow();
    if (!ticking) return undefined;
    const timer = window.setInterval(follow, millisecondsInMinute);
    return () => {
      window.clearInterval(timer);
    };
  }, [ticking]);
  return useMemo(() => new Date(now), [now]);
}

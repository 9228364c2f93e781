import { millisecondsInMinute } from 'date-fns/constants';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The time a page rendered on the server was rendered at: on the server the request's, in the
 * browser the one its data block carries. Hydration renders with it, so a countdown cannot differ
 * from the server's; the browser's own time follows at once.
 */
let renderedAt: () => number | undefined = () => undefined;

export function setRenderTimeSource(source: () => number | undefined): void {
  renderedAt = source;
}

let current = Date.now();

/** The time, renewed at most once a minute, so that React reads the same value within a render. */
const readNow = (): number => {
  const now = Date.now();
  if (now - current >= millisecondsInMinute) current = now;
  return current;
};

const readRenderedAt = (): number => renderedAt() ?? readNow();

const everyMinute = (onChange: () => void): (() => void) => {
  const timer = window.setInterval(onChange, millisecondsInMinute);
  return () => {
    window.clearInterval(timer);
  };
};

const never = (): (() => void) => () => undefined;

/** The current time, renewed every minute while `ticking` (a countdown is on screen). */
export function useNow(ticking: boolean): Date {
  const now = useSyncExternalStore(ticking ? everyMinute : never, readNow, readRenderedAt);
  return useMemo(() => new Date(now), [now]);
}

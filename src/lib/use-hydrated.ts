import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Set at the first client-side navigation after a server-rendered page (or when the offline shell
 * starts): from then on, what mounts is new, not hydrated from the server's HTML.
 */
let appHydrated = false;

/**
 * What mounts from now on renders browser-only parts at once. Not at the first commit: the page's
 * later parts (a lazy section) still hydrate after it, and a store read whose browser value
 * differed from the server's when they did (useMountValue) re-rendered them in one blocking task.
 */
export function markAppHydrated(): void {
  appHydrated = true;
}

export const isAppHydrated = (): boolean => appHydrated;

const noSubscription = () => () => undefined;

/**
 * A value read as a part renders, with no subscription: `server`'s on the server and while the
 * part hydrates (so it matches the HTML), `browser`'s when the part mounts in the browser later.
 */
export const useMountValue = <T>(browser: () => T, server: () => T): T =>
  useSyncExternalStore(noSubscription, browser, server);

const onServer = () => false;

/**
 * False on the server and while a server-rendered page hydrates, then true: what only the
 * browser knows (the URL hash, its APIs) renders after hydration, so it never mismatches.
 *
 * While hydrating, React reads the server's value; mounted after the first navigation it reads
 * `isAppHydrated`. Every other part switches in a transition of its own, rendered in slices: a
 * store whose browser value differed from the server's would re-render every reader at once, in
 * one blocking task (a long tender's badges).
 */
export function useHydrated(): boolean {
  const mountedHydrated = useMountValue(isAppHydrated, onServer);
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (mountedHydrated) return;
    startTransition(() => {
      setSwitched(true);
    });
  }, [mountedHydrated]);
  return mountedHydrated || switched;
}

/**
 * True for the whole life of a part that came in the server's HTML (rendered on the server or
 * hydrated from it), false for one the browser mounted after the first navigation.
 */
export function useRenderedOnServer(): boolean {
  const mountedHydrated = useMountValue(isAppHydrated, onServer);
  const [fromServer] = useState(!mountedHydrated);
  return fromServer;
}

/** The parts of a server's page that hydrate apart (HydratesApart) and have not yet. */
const partsHydrating = new Set<string>();
/** Every such part met, hydrated or not: a part rendered again is not hydrating again. */
const partsMet = new Set<string>();
let onPartsHydrated: (() => void) | undefined;

/** A part that hydrates apart, as React renders its boundary while the page hydrates. */
export function partHydrating(id: string): void {
  if (typeof document === 'undefined' || isAppHydrated() || partsMet.has(id)) return;
  partsMet.add(id);
  partsHydrating.add(id);
}

/** The part's content has hydrated. */
export function partHydrated(id: string): void {
  if (!partsHydrating.delete(id) || partsHydrating.size > 0) return;
  onPartsHydrated?.();
  onPartsHydrated = undefined;
}

/** Calls `then` once every part that hydrates apart has hydrated (at once when none is left). */
export function whenPartsHydrated(then: () => void): void {
  if (partsHydrating.size === 0) then();
  else onPartsHydrated = then;
}

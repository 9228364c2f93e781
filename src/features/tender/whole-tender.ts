import { startTransition, useEffect, useState } from 'react';
import type { Tender } from '../../../contract/tender';
import { isAppHydrated, useMountValue } from '../../lib/use-hydrated';

/** The whole records fetched after pages that carried part of them, by internal id. */
const wholeTenders = new Map<string, Tender>();
/** The ids whose last request failed. */
const failures = new Set<string>();
const requests = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

const subscribe = (onChange: () => void): (() => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};

const notify = (): void => {
  for (const listener of listeners) listener();
};

/**
 * Fetches the whole tender once (kept for offline reading as well) and hands it to the bids
 * waiting for it; a failure is logged and the next call tries again (the sections that showed
 * the failure wait for it again meanwhile).
 */
export function fetchWholeTender(id: string): Promise<void> {
  const pending = requests.get(id);
  if (pending) return pending;
  const retrying = failures.delete(id);
  // Its module comes with the request: the page's own code does not carry the loader's.
  const request = import('./load-tender')
    .then(({ fetchAndKeepTender }) => fetchAndKeepTender(id))
    .then(
      (tender) => {
        wholeTenders.set(id, tender);
      },
      (error: unknown) => {
        requests.delete(id);
        failures.add(id);
        console.warn(`Tender ${id}: the whole record did not come`, error);
      },
    );
  void request.then(notify);
  requests.set(id, request);
  if (retrying) notify();
  return request;
}

const fetched = (id: string): Tender | 'failed' | undefined =>
  failures.has(id) ? 'failed' : wholeTenders.get(id);

const onServer = () => undefined;

/**
 * The whole record once fetched; 'failed' when the last request failed; undefined before, on the
 * server and while the page hydrates. Its arrival re-renders the sections that wait for it in a
 * transition: a store's change would render them all at once, in one blocking task (a long
 * tender's criteria and bids).
 */
export function useFetchedTender(id: string): Tender | 'failed' | undefined {
  const mounted = useMountValue(() => (isAppHydrated() ? fetched(id) : undefined), onServer);
  const [record, setRecord] = useState({ id, value: mounted });
  useEffect(() => {
    const update = () => {
      startTransition(() => {
        setRecord({ id, value: fetched(id) });
      });
    };
    // What came between the render and this effect.
    update();
    return subscribe(update);
  }, [id]);
  // Another tender's record never shows while this one's follows.
  return record.id === id ? record.value : mounted;
}

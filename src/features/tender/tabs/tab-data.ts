import { createContext, useContext } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import type { TenderTabAnswers, TenderTabEndpoint } from './tab-api';
import type { TabLoadDeps } from './tab-load';

/** What an endpoint tab renders: the answer, and whether it is the empty stand-in of a failure. */
export interface TenderTabData<T> {
  answer: T;
  /** The load failed (logged): `answer` is the tab's empty data. */
  failed: boolean;
}

/** The data each tab degrades to when its call fails. */
export const EMPTY_TAB_ANSWERS: { [E in TenderTabEndpoint]: () => TenderTabAnswers[E] } = {
  questions: () => ({ data: { questions: [], claims: [] } }),
  complaints: () => ({
    data: {
      tenderComplaints: [],
      awardComplaints: [],
      qualificationComplaints: [],
      cancellationComplaints: [],
    },
  }),
  monitorings: () => ({ data: [] }),
  agreements: () => ({ data: { agreements: [], contracts: [] } }),
};

/**
 * The loader of an endpoint tab: the tab opens once its data is in. Offline, or when
 * the network fails, the answer held on the device is served as a loaded one. Without either,
 * the failure is logged and gives the empty data with `failed` set; a navigation away
 * aborts it.
 */
export const tenderTabLoader =
  <E extends TenderTabEndpoint>(endpoint: E, deps: Omit<TabLoadDeps, 'signal'> = {}) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<TenderTabData<TenderTabAnswers[E]>> => {
    const id = params.id ?? '';
    // Loaded on demand, with the tab: the data layer stays out of the first-render bundle.
    const { loadTenderTab } = await import('./tab-load');
    const { answer } = await loadTenderTab(id, endpoint, { ...deps, signal: request.signal });
    return answer
      ? { answer, failed: false }
      : { answer: EMPTY_TAB_ANSWERS[endpoint](), failed: true };
  };

/** What the tab's loader keeps for offline reading, done in the browser for a server-rendered page. */
export const tenderTabKeeper =
  <E extends TenderTabEndpoint>(endpoint: E) =>
  ({ answer, failed }: TenderTabData<TenderTabAnswers[E]>, params: Params): void => {
    if (failed) return;
    void import('./tab-load').then(({ keepRenderedTab }) => {
      keepRenderedTab(params.id ?? '', endpoint, answer);
    });
  };

/** A tab's data given by the page around it (the whole tender printed), not by its route. */
export const TenderTabDataContext = createContext<TenderTabData<unknown> | undefined>(undefined);

/** The data of the open endpoint tab (its route's loader payload, or the one given around it). */
export function useTenderTabData<T>(): TenderTabData<T> {
  const given = useContext(TenderTabDataContext) as TenderTabData<T> | undefined;
  const loaded = useLoaderData<TenderTabData<T> | null>();
  if (given) return given;
  if (!loaded) throw new Error('useTenderTabData is used outside a data tab');
  return loaded;
}

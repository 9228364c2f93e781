import type { LoaderFunctionArgs } from 'react-router-dom';
import type { TenderTabAnswers, TenderTabEndpoint } from '../tabs/tab-api';
import { tenderTabLoader } from '../tabs/tab-data';
import type { TenderTabData } from '../tabs/tab-data';

const ENDPOINTS = ['questions', 'complaints', 'monitorings', 'agreements'] as const;

/** The data of every endpoint tab, each loaded as its own tab loads it. */
export type TenderDossierData = { [E in TenderTabEndpoint]: TenderTabData<TenderTabAnswers[E]> };

/**
 * /tender/:id/print: the four endpoint tabs' data at once (each degrading to its empty data, as
 * the tab does), for the whole tender to print.
 */
export async function tenderDossierLoader(args: LoaderFunctionArgs): Promise<TenderDossierData> {
  const [questions, complaints, monitorings, agreements] = await Promise.all(
    ENDPOINTS.map((endpoint) => tenderTabLoader(endpoint)(args)),
  );
  return { questions, complaints, monitorings, agreements } as TenderDossierData;
}

import { http as defaultHttp, isHttpStatus } from '../../../lib/http';
import type { Http } from '../../../lib/http';
import { appLocalDb } from '../../../lib/local-db';
import type { LocalDbAccess } from '../../../lib/local-db';
import { fetchTenderTab } from './tab-api';
import type { TenderTabAnswers, TenderTabEndpoint } from './tab-api';
import { readHeldTab, writeTab } from './tab-store';

export interface TabLoadDeps {
  http?: Http | undefined;
  localDb?: LocalDbAccess;
  isOnline?: () => boolean;
  logError?: (message: string, error: unknown) => void;
  signal?: AbortSignal;
}

export interface LoadedTab<E extends TenderTabEndpoint> {
  /** The answer from the network or the device; undefined when neither has it. */
  answer: TenderTabAnswers[E] | undefined;
  /** Settles when the answer is kept for offline reading, or its failure logged. */
  saved: Promise<void>;
}

const defaultIsOnline = (): boolean =>
  typeof navigator === 'undefined' || (navigator as Partial<Navigator>).onLine !== false;

const defaultLogError = (message: string, error: unknown): void => {
  console.error(message, error);
};

const nothingToSave = Promise.resolve();

/**
 * A tender tab's answer: from the network, kept with the tender's copy in the background; while
 * offline, or when the network fails, the answer the device holds. A 404 is final.
 */
export async function loadTenderTab<E extends TenderTabEndpoint>(
  id: string,
  endpoint: E,
  deps: TabLoadDeps = {},
): Promise<LoadedTab<E>> {
  const localDb = deps.localDb ?? appLocalDb;
  const logError = deps.logError ?? defaultLogError;
  const held = async () => {
    try {
      const db = await localDb.forRead();
      return db ? await readHeldTab(db, id, endpoint) : undefined;
    } catch (error) {
      logError(`Tender ${id}: reading the held ${endpoint} tab failed`, error);
      return undefined;
    }
  };
  if (!(deps.isOnline ?? defaultIsOnline)()) {
    const record = await held();
    if (record) return { answer: record.answer, saved: nothingToSave };
  }
  try {
    const answer = await fetchTenderTab(id, endpoint, {
      http: deps.http ?? defaultHttp,
      ...(deps.signal ? { signal: deps.signal } : {}),
    });
    const storedAt = Date.now();
    const saved = localDb
      .forWrite()
      .then((db) => writeTab(db, id, endpoint, answer, storedAt))
      .catch((error: unknown) => {
        logError(`Tender ${id}: could not keep the ${endpoint} tab for offline reading`, error);
      });
    return { answer, saved };
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    logError(`Tender ${id}: the ${endpoint} tab failed to load`, error);
    const record = isHttpStatus(error, 404) ? undefined : await held();
    return { answer: record?.answer, saved: nothingToSave };
  }
}

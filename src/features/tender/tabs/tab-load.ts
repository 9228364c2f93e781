import type { Http } from '../../../lib/http';
import { appLocalDb } from '../../../lib/local-db';
import type { LocalDbAccess } from '../../../lib/local-db';
import { heldOrFetched } from '../../../lib/offline/expiry';
import type { ExpiryDeps } from '../../../lib/offline/expiry';
import { withRoom } from '../../../lib/offline/quota';
import { fetchTenderTab } from './tab-api';
import type { TenderTabAnswers, TenderTabEndpoint } from './tab-api';
import { readHeldTab, writeTab } from './tab-store';

export interface TabLoadDeps extends ExpiryDeps {
  http?: Http | undefined;
  localDb?: LocalDbAccess;
}

export interface LoadedTab<E extends TenderTabEndpoint> {
  /** The answer from the network or the device; undefined when neither has it. */
  answer: TenderTabAnswers[E] | undefined;
  /** Settles when the answer is kept for offline reading, or its failure logged. */
  saved: Promise<void>;
}

const defaultLogError = (message: string, error: unknown): void => {
  console.error(message, error);
};

const nothingToSave = Promise.resolve();

/**
 * A tender tab's answer under the 10-minute expiry of viewed copies (lib/offline/expiry.ts):
 * a fresh held answer without a request, else the network's, kept with the tender's copy in
 * the background, else the held one whatever its age. Undefined when there is none (logged).
 */
export async function loadTenderTab<E extends TenderTabEndpoint>(
  id: string,
  endpoint: E,
  deps: TabLoadDeps = {},
): Promise<LoadedTab<E>> {
  const localDb = deps.localDb ?? appLocalDb;
  const logError = deps.logError ?? defaultLogError;
  const what = `Tender ${id}: the ${endpoint} tab`;
  try {
    const served = await heldOrFetched(
      what,
      async () => {
        const db = await localDb.forRead();
        const record = db ? await readHeldTab(db, id, endpoint) : undefined;
        return record && { value: record.answer, storedAt: record.storedAt };
      },
      (http) => fetchTenderTab(id, endpoint, { http, signal: deps.signal }),
      { ...deps, logError },
    );
    if (served.from === 'device') return { answer: served.value, saved: nothingToSave };
    const storedAt = Date.now();
    const saved = localDb
      .forWrite()
      .then((db) => withRoom(db, () => writeTab(db, id, endpoint, served.value, storedAt)))
      .catch((error: unknown) => {
        logError(`${what} could not be kept for offline reading`, error);
      });
    return { answer: served.value, saved };
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    logError(`${what} failed to load`, error);
    return { answer: undefined, saved: nothingToSave };
  }
}

/** A tab's answer that came in a page rendered on the server, kept as a fetched one is. */
export function keepRenderedTab<E extends TenderTabEndpoint>(
  id: string,
  endpoint: E,
  answer: TenderTabAnswers[E],
): void {
  const storedAt = Date.now();
  appLocalDb
    .forWrite()
    .then((db) => withRoom(db, () => writeTab(db, id, endpoint, answer, storedAt)))
    .catch((error: unknown) => {
      defaultLogError(
        `Tender ${id}: the ${endpoint} tab could not be kept for offline reading`,
        error,
      );
    });
}

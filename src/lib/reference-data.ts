import type { Lang } from '../../contract/api';
import type { CacheRequest, Dictionary, DictionaryKey } from '../../contract/static-data';
import type { DictionaryRecord, PortalDb } from './db';
import { missesNoted, watchedEntries } from './dictionary-reads';
import type { DictionaryMiss } from './dictionary-reads';
import { readDictionaries, writeDictionaries } from './dictionary-store';
import { delay, http as appHttp, RETRY_DELAY_MS } from './http';
import type { Http } from './http';
import { appLocalDb, givenLocalDb } from './local-db';
import type { LocalDbAccess } from './local-db';
import { fetchStaticData } from './static-data-api';
import { isOnline, subscribeReconnection } from './use-online';

/**
 * The reference-data loader: reference dictionaries (menus, statuses,
 * marketplaces, …) per language, kept in IndexedDB so they also work offline.
 *
 * - `loading` until the requested dictionaries are in hand, then `ready`.
 * - A stored copy is served without a request while it is younger than the expiry.
 * - Otherwise one request carries the cache array ({key, date_modified}) of what is held;
 *   dictionaries missing from the answer are current, so their copy is kept and its expiry bumped.
 * - On failure the request is retried once after a delay. A failed or refused request never
 *   deletes a held copy (docs/decisions.md): if the retry fails too, the error is logged (no
 *   message to the user) and the held copies are served whatever their age, so a
 *   reader whose server is away keeps its labels; with none, labels fall back to raw codes.
 * - While the browser is offline or the server does not answer (use-online.ts), nothing is
 *   requested: stored copies are served whatever their age, and a dictionary the device never
 *   held falls back to raw codes.
 * - Local copies are saved in the background: `ensure` does not wait for IndexedDB, and a first
 *   visit does not load Dexie before the page has settled (see local-db.ts).
 */

export type ReferenceDataState = 'loading' | 'ready';
export type Dictionaries = Partial<Record<DictionaryKey, Dictionary>>;

export interface ReferenceDataSnapshot {
  readonly state: ReferenceDataState;
  readonly dictionaries: Readonly<Record<Lang, Dictionaries>>;
}

/** The front cache timeout, 10 minutes by default. */
export const DEFAULT_EXPIRY_MS = 10 * 60 * 1000;

export interface ReferenceDataOptions {
  db?: PortalDb;
  http?: Http;
  expiryMs?: number;
  retryDelayMs?: number;
  now?: () => number;
  isOnline?: () => boolean;
  /** Calls its listener when the portal is reachable again; returns the way to stop. */
  onReconnection?: (listener: () => void) => () => void;
  /** The least time between two tries to complete partial copies (a failing endpoint is spared). */
  completeAgainAfterMs?: number;
  logError?: (message: string, error: unknown) => void;
}

const defaultLogError = (message: string, error: unknown): void => {
  console.error(message, error);
};

/** A server that answers again but still fails this request is asked at most twice a minute. */
const COMPLETE_AGAIN_AFTER_MS = 30_000;

const memoryKey = (lang: Lang, key: DictionaryKey): string => `${lang}:${key}`;

/** A dictionary a server render sent in part, and the entries and fields asked of it that it lacks. */
interface PartialCopy {
  lang: Lang;
  key: DictionaryKey;
  dictionary: Dictionary;
  misses: Map<string, DictionaryMiss>;
}

const emptySnapshot = (state: ReferenceDataState): ReferenceDataSnapshot => ({
  state,
  dictionaries: { uk: {}, en: {} },
});

export class ReferenceData {
  readonly #http: Http;
  readonly #localDb: LocalDbAccess;
  readonly #expiryMs: number;
  readonly #retryDelayMs: number;
  readonly #now: () => number;
  readonly #isOnline: () => boolean;
  readonly #onReconnection: (listener: () => void) => () => void;
  readonly #completeAgainAfterMs: number;
  readonly #logError: (message: string, error: unknown) => void;

  readonly #memory = new Map<string, DictionaryRecord>();
  readonly #requested = new Set<DictionaryKey>();
  readonly #listeners = new Set<() => void>();
  readonly #pending = new Map<Lang, { keys: Set<DictionaryKey>; done: Promise<void> }>();
  #queue: Promise<void> = Promise.resolve();
  #writes: Promise<void> = Promise.resolve();
  #snapshot: ReferenceDataSnapshot = emptySnapshot('loading');
  /** The records the current snapshot was made of. */
  #published = new Set<DictionaryRecord>();
  /** Dictionaries a server render sent in part (the labels its page shows), until whole. */
  readonly #partial = new Map<string, PartialCopy>();
  /** The languages whose partial copies wait for the portal to be reachable again. */
  readonly #completingLater = new Set<Lang>();

  constructor(options: ReferenceDataOptions = {}) {
    // Reference data retries once itself (#recover), logging each step, so ky's own is off.
    this.#http = (options.http ?? appHttp).extend({ retry: 0 });
    this.#localDb = options.db ? givenLocalDb(options.db) : appLocalDb;
    this.#expiryMs = options.expiryMs ?? DEFAULT_EXPIRY_MS;
    this.#retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
    this.#now = options.now ?? Date.now;
    this.#isOnline = options.isOnline ?? isOnline;
    this.#onReconnection = options.onReconnection ?? subscribeReconnection;
    this.#completeAgainAfterMs = options.completeAgainAfterMs ?? COMPLETE_AGAIN_AFTER_MS;
    this.#logError = options.logError ?? defaultLogError;
  }

  /** For useSyncExternalStore: a new object after every change. */
  readonly getSnapshot = (): ReferenceDataSnapshot => this.#snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getState(): ReferenceDataState {
    return this.#snapshot.state;
  }

  /** Resolves when the local copies queued so far are written (or failed and were logged). */
  saved(): Promise<void> {
    return this.#writes;
  }

  /** Every key asked for so far (what a language switch has to load again). */
  requestedKeys(): DictionaryKey[] {
    return [...this.#requested];
  }

  /**
   * Makes the dictionaries available for `lang` and resolves with them. Never rejects:
   * a dictionary that could not be loaded is simply absent. Calls made in the same tick
   * share one request.
   */
  ensure(keys: readonly DictionaryKey[], lang: Lang): Promise<Dictionaries> {
    const wanted = [...new Set(keys)];
    wanted.forEach((key) => this.#requested.add(key));
    const now = this.#now();
    if (wanted.every((key) => (this.#memory.get(memoryKey(lang, key))?.expiresAt ?? 0) > now)) {
      return Promise.resolve(this.#pick(wanted, lang));
    }
    let batch = this.#pending.get(lang);
    if (!batch) {
      const batchKeys = new Set<DictionaryKey>();
      const done = new Promise<void>((resolve) => {
        setTimeout(() => {
          this.#pending.delete(lang);
          this.#queue = this.#queue
            .then(() => this.#load(lang, [...batchKeys]))
            .catch((error: unknown) => {
              this.#logError('Reference data: loading failed', error);
              this.#publish('ready');
            });
          resolve(this.#queue);
        }, 0);
      });
      batch = { keys: batchKeys, done };
      this.#pending.set(lang, batch);
    }
    for (const key of wanted) batch.keys.add(key);
    return batch.done.then(() => this.#pick(wanted, lang));
  }

  /**
   * Takes in dictionaries that came with the page (a server render labelled it with them): held
   * like freshly loaded ones, and kept for offline use. Those in `partial` carry only the entries
   * the page shows: they label it until `complete` brings them whole, and are not kept.
   */
  seed(lang: Lang, dictionaries: Dictionaries, partial: readonly DictionaryKey[] = []): void {
    const expiresAt = this.#now() + this.#expiryMs;
    const records: DictionaryRecord[] = [];
    for (const [key, dictionary] of Object.entries(dictionaries) as [DictionaryKey, Dictionary][]) {
      this.#requested.add(key);
      if (partial.includes(key)) {
        const misses = new Map<string, DictionaryMiss>();
        const data = missesNoted(dictionary.data, (miss) =>
          misses.set(`${miss.code}\n${miss.field ?? ''}`, miss),
        );
        const copy = { lang, key, dictionary: { ...dictionary, data }, misses };
        this.#partial.set(memoryKey(lang, key), copy);
        continue;
      }
      const { date_modified, data } = dictionary;
      records.push({ key, lang, date_modified, data, expiresAt });
    }
    for (const record of records) this.#memory.set(memoryKey(lang, record.key), record);
    this.#write(records);
    this.#publish('ready', true);
  }

  /**
   * Loads whole (held copy or request) the dictionaries a server render sent in part, for the
   * pages that follow and for offline use. The page is not rendered again unless an entry it
   * shows has changed or it asked for one the partial copies lack: they take in the others.
   * Those that could not come (offline, or the server away) come once the portal is reachable
   * again, so that what the device keeps for offline reading is whole.
   */
  complete(lang: Lang, keys: readonly DictionaryKey[]): Promise<void> {
    this.#queue = this.#queue
      .then(async () => {
        await this.#freshen(lang, keys);
        this.#takeInWhole(lang, keys);
      })
      .catch((error: unknown) => {
        this.#logError('Reference data: loading the whole dictionaries failed', error);
      })
      .then(() => {
        this.#completeOnReconnection(lang, keys);
      });
    return this.#queue;
  }

  #completeOnReconnection(lang: Lang, keys: readonly DictionaryKey[]): void {
    const left = keys.filter((key) => !this.#memory.has(memoryKey(lang, key)));
    if (left.length === 0 || this.#completingLater.has(lang)) return;
    this.#completingLater.add(lang);
    const triedAt = this.#now();
    const stop = this.#onReconnection(() => {
      stop();
      const wait = Math.max(0, triedAt + this.#completeAgainAfterMs - this.#now());
      setTimeout(() => {
        this.#completingLater.delete(lang);
        void this.complete(lang, left);
      }, wait);
    });
  }

  #takeInWhole(lang: Lang, keys: readonly DictionaryKey[]): void {
    let changed = false;
    for (const key of keys) {
      const held = memoryKey(lang, key);
      const part = this.#partial.get(held);
      const record = this.#memory.get(held);
      if (!part || !record) continue;
      this.#partial.delete(held);
      const { dictionary, misses } = part;
      const missed = [...misses.values()].some((miss) => wholeHas(record.data, miss));
      if (missed || !sameEntries(dictionary.data, record.data)) changed = true;
      else Object.assign(dictionary.data, record.data);
    }
    if (changed) this.#publish('ready', true);
  }

  async #load(lang: Lang, keys: DictionaryKey[]): Promise<void> {
    await this.#freshen(lang, keys, () => {
      this.#publish('loading');
    });
    this.#publish('ready');
  }

  /**
   * Brings the held copies of `keys` up to date: those expired or missing are asked for (one
   * retry), `beforeRequest` first. Offline, a request can only fail and its recovery would drop
   * the copies: what is held is served.
   */
  async #freshen(
    lang: Lang,
    keys: readonly DictionaryKey[],
    beforeRequest: () => void = () => undefined,
  ): Promise<void> {
    const held = await this.#readHeld(lang, [...keys]);
    const now = this.#now();
    const stale = keys.filter((key) => (held.get(key)?.expiresAt ?? 0) <= now);
    if (stale.length === 0 || !this.#isOnline()) return;
    beforeRequest();
    try {
      await this.#refresh(lang, stale, held);
    } catch (error) {
      await this.#recover(lang, stale, held, error);
    }
  }

  /**
   * Failure path: wait, retry once. A failed or refused request never deletes what is held:
   * when the retry fails too, the held copies are served as they are (their expiry decides when
   * to ask again, never whether to keep them), and a dictionary never held is simply absent.
   */
  async #recover(
    lang: Lang,
    keys: DictionaryKey[],
    held: ReadonlyMap<DictionaryKey, DictionaryRecord>,
    error: unknown,
  ): Promise<void> {
    this.#logError('Reference data: request failed; retrying once', error);
    await delay(this.#retryDelayMs);
    try {
      await this.#refresh(lang, keys, held);
    } catch (retryError) {
      this.#logError('Reference data: retry failed; serving the copies held', retryError);
    }
  }

  async #refresh(
    lang: Lang,
    keys: DictionaryKey[],
    held: ReadonlyMap<DictionaryKey, DictionaryRecord>,
  ): Promise<void> {
    const cache = keys.map((key): CacheRequest => {
      const record = held.get(key);
      return record ? { key, date_modified: record.date_modified } : { key };
    });
    const answer = await fetchStaticData(this.#http, { lang, cache });
    const expiresAt = this.#now() + this.#expiryMs;
    const records: DictionaryRecord[] = [];
    for (const key of keys) {
      const fresh = answer.data[key];
      const record = held.get(key);
      if (fresh) {
        records.push({
          key,
          lang,
          date_modified: fresh.date_modified,
          data: fresh.data,
          expiresAt,
        });
      } else if (record) {
        records.push({ ...record, expiresAt });
      }
    }
    records.forEach((record) => this.#memory.set(memoryKey(lang, record.key), record));
    this.#write(records);
  }

  async #readHeld(
    lang: Lang,
    keys: DictionaryKey[],
  ): Promise<Map<DictionaryKey, DictionaryRecord>> {
    const held = new Map<DictionaryKey, DictionaryRecord>();
    const missing: DictionaryKey[] = [];
    for (const key of keys) {
      const record = this.#memory.get(memoryKey(lang, key));
      if (record) held.set(key, record);
      else missing.push(key);
    }
    if (missing.length === 0) return held;
    try {
      const db = await this.#localDb.forRead();
      const stored = db ? await readDictionaries(db, lang, missing) : [];
      for (const record of stored) {
        held.set(record.key, record);
        this.#memory.set(memoryKey(lang, record.key), record);
      }
    } catch (error) {
      this.#logError('Reference data: reading the local copy failed', error);
    }
    return held;
  }

  #write(records: DictionaryRecord[]): void {
    if (records.length === 0) return;
    this.#writes = this.#writes
      .then(() => this.#localDb.forWrite())
      .then((db) => writeDictionaries(db, records))
      .then(
        () => undefined,
        (error: unknown) => {
          this.#logError('Reference data: saving the local copy failed', error);
        },
      );
  }

  #pick(keys: readonly DictionaryKey[], lang: Lang): Dictionaries {
    const picked: Dictionaries = {};
    for (const key of keys) {
      const record = this.#memory.get(memoryKey(lang, key));
      if (record) picked[key] = dictionaryOf(record);
    }
    return picked;
  }

  /** A new snapshot (and a render of what reads it) only when the state or the copies changed. */
  #publish(state: ReferenceDataState, force = false): void {
    const records = [...this.#memory.values()];
    const unchanged =
      !force &&
      state === this.#snapshot.state &&
      records.length === this.#published.size &&
      records.every((record) => this.#published.has(record));
    if (unchanged) return;
    const dictionaries: Record<Lang, Dictionaries> = { uk: {}, en: {} };
    for (const { lang, key, dictionary } of this.#partial.values()) {
      dictionaries[lang][key] = dictionary;
    }
    for (const record of records) dictionaries[record.lang][record.key] = dictionaryOf(record);
    this.#published = new Set(records);
    this.#snapshot = { state, dictionaries };
    this.#notify();
  }

  #notify(): void {
    this.#listeners.forEach((listener) => {
      listener();
    });
  }
}

const dictionaryOf = (record: DictionaryRecord): Dictionary => ({
  date_modified: record.date_modified,
  data: watchedEntries(record.key, record.data),
});

/** The entries of a partial copy, each field it has, are as the whole dictionary has them. */
const sameEntries = (part: Dictionary['data'], whole: Dictionary['data']): boolean =>
  Object.entries(part).every(([code, entry]) => {
    const wholeEntry = Object.hasOwn(whole, code) ? whole[code] : undefined;
    return (
      wholeEntry !== undefined &&
      Object.entries(entry).every(
        ([field, value]) =>
          Object.hasOwn(wholeEntry, field) &&
          JSON.stringify(value) === JSON.stringify(wholeEntry[field]),
      )
    );
  });

/** The whole dictionary has what a partial copy was asked for and lacked. */
const wholeHas = (whole: Dictionary['data'], { code, field }: DictionaryMiss): boolean => {
  const entry = Object.hasOwn(whole, code) ? whole[code] : undefined;
  return entry !== undefined && (field === undefined || Object.hasOwn(entry, field));
};

/** The app's loader. Tests build their own with `new ReferenceData({...})`. */
export const referenceData = new ReferenceData();

import type { Dictionary, DictionaryEntry, DictionaryKey } from '../../contract/static-data';

/**
 * On the server: which entries of the reference dictionaries a page's render read, so that its
 * hydration data carries those labels and not whole dictionaries (tens of KB on every page).
 * A dictionary read as a whole (its entries listed) is sent whole.
 */
export type DictionaryReads = Map<DictionaryKey, Set<string> | 'whole'>;

type Entries = Record<string, DictionaryEntry>;

let readsSource: (() => DictionaryReads | undefined) | undefined;

/** The server render's way to hear what the page it renders reads (see entry-server.tsx). */
export function setDictionaryReadsSource(source: () => DictionaryReads | undefined): void {
  readsSource = source;
}

const note = (key: DictionaryKey, code: string | undefined): void => {
  const reads = readsSource?.();
  if (!reads) return;
  const held = reads.get(key);
  if (held === 'whole') return;
  if (code === undefined) reads.set(key, 'whole');
  else if (held) held.add(code);
  else reads.set(key, new Set([code]));
};

/** Entries that tell `onRead` each code asked of them, and undefined when they are listed. */
const readsTold = (data: Entries, onRead: (code: string | undefined) => void): Entries => {
  const told = (code: string | symbol): void => {
    if (typeof code === 'string') onRead(code);
  };
  return new Proxy(data, {
    get: (target, code, receiver) => {
      told(code);
      return Reflect.get(target, code, receiver) as unknown;
    },
    has: (target, code) => {
      told(code);
      return Reflect.has(target, code);
    },
    getOwnPropertyDescriptor: (target, code) => {
      told(code);
      return Reflect.getOwnPropertyDescriptor(target, code);
    },
    ownKeys: (target) => {
      onRead(undefined);
      return Reflect.ownKeys(target);
    },
  });
};

const targets = new WeakMap<Entries, Entries>();

/**
 * A dictionary's entries that tell the render being served what is read of them; where no
 * render listens (the browser), the entries themselves.
 */
export function watchedEntries(key: DictionaryKey, data: Entries): Entries {
  if (!readsSource) return data;
  const watched = readsTold(data, (code) => {
    note(key, code);
  });
  targets.set(watched, data);
  return watched;
}

const entriesOf = (data: Entries): Entries => targets.get(data) ?? data;

/**
 * The dictionaries cut to what a render read: those read whole as they are, the others with
 * the entries read (an entry asked for but absent stays absent), the unread ones left out.
 * `partial` names every dictionary not sent whole: the browser loads those after hydration.
 */
export function readPartOf(
  dictionaries: Partial<Record<DictionaryKey, Dictionary>>,
  reads: DictionaryReads,
): { sent: Partial<Record<DictionaryKey, Dictionary>>; partial: DictionaryKey[] } {
  const sent: Partial<Record<DictionaryKey, Dictionary>> = {};
  const partial: DictionaryKey[] = [];
  for (const [key, dictionary] of Object.entries(dictionaries) as [DictionaryKey, Dictionary][]) {
    const entries = entriesOf(dictionary.data);
    const read = reads.get(key);
    if (read === 'whole') {
      sent[key] = { date_modified: dictionary.date_modified, data: entries };
      continue;
    }
    partial.push(key);
    if (!read) continue;
    const picked: Entries = {};
    for (const code of read) {
      const entry = Object.hasOwn(entries, code) ? entries[code] : undefined;
      if (entry) picked[code] = entry;
    }
    sent[key] = { date_modified: dictionary.date_modified, data: picked };
  }
  return { sent, partial };
}

/**
 * A partial copy's entries that call `onMiss` with each code it lacks that is asked for (a part
 * of the page the server did not render, such as a popup, reading another label).
 */
export const missesNoted = (data: Entries, onMiss: (code: string) => void): Entries =>
  readsTold(data, (code) => {
    if (code !== undefined && !Object.hasOwn(data, code)) onMiss(code);
  });

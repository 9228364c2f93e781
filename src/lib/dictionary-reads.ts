import type { Dictionary, DictionaryEntry, DictionaryKey } from '../../contract/static-data';

/** What a render read of one dictionary: which entries, and which fields of them. */
export interface DictionaryRead {
  codes: Set<string> | 'whole';
  fields: Set<string> | 'whole';
}

/**
 * On the server: what of the reference dictionaries a page's render read, so that its hydration
 * data carries those labels and not whole dictionaries (tens of KB on every page). Entries listed
 * are all sent, fields listed all kept; the fields read of any entry are kept in every entry sent.
 */
export type DictionaryReads = Map<DictionaryKey, DictionaryRead>;

type Entries = Record<string, DictionaryEntry>;

/** A name asked of an object, or undefined when its names are listed. */
type OnRead = (name: string | undefined) => void;

let readsSource: (() => DictionaryReads | undefined) | undefined;

/** The server render's way to hear what the page it renders reads (see entry-server.tsx). */
export function setDictionaryReadsSource(source: () => DictionaryReads | undefined): void {
  readsSource = source;
}

const noteIn = (held: Set<string> | 'whole', name: string | undefined): Set<string> | 'whole' => {
  if (held === 'whole' || name === undefined) return 'whole';
  held.add(name);
  return held;
};

const note = (key: DictionaryKey, part: keyof DictionaryRead, name: string | undefined): void => {
  const reads = readsSource?.();
  if (!reads) return;
  let read = reads.get(key);
  if (!read) {
    read = { codes: new Set(), fields: new Set() };
    reads.set(key, read);
  }
  read[part] = noteIn(read[part], name);
};

/**
 * An object that tells `onRead` each name asked of it, and undefined when they are listed;
 * `wrap` may stand in for the values it gives (the entries of a dictionary, watched in turn).
 */
function readsTold<T extends object>(
  target: T,
  onRead: OnRead,
  wrap: (name: string, value: unknown) => unknown = (_name, value) => value,
): T {
  const told = (name: string | symbol): void => {
    if (typeof name === 'string') onRead(name);
  };
  return new Proxy(target, {
    get: (held, name, receiver) => {
      told(name);
      const value = Reflect.get(held, name, receiver) as unknown;
      return typeof name === 'string' ? wrap(name, value) : value;
    },
    has: (held, name) => {
      told(name);
      return Reflect.has(held, name);
    },
    getOwnPropertyDescriptor: (held, name) => {
      told(name);
      return Reflect.getOwnPropertyDescriptor(held, name);
    },
    ownKeys: (held) => {
      onRead(undefined);
      return Reflect.ownKeys(held);
    },
  });
}

/** Each entry (an object) as one watched object, the same one each time it is asked for. */
const entriesWatched = (watch: (code: string, entry: object) => object) => {
  const made = new WeakMap<object, object>();
  return (code: string, value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    let watched = made.get(value);
    if (!watched) {
      watched = watch(code, value);
      made.set(value, watched);
    }
    return watched;
  };
};

const targets = new WeakMap<Entries, Entries>();
const watchersOf = new WeakMap<Entries, Entries>();

/**
 * A dictionary's entries that tell the render being served which entries and fields are read;
 * where no render listens (the browser), the entries themselves.
 */
export function watchedEntries(key: DictionaryKey, data: Entries): Entries {
  if (!readsSource) return data;
  // One watcher per dictionary: it asks who listens at each read, so every render shares it.
  const held = watchersOf.get(data);
  if (held) return held;
  const watched = readsTold(
    data,
    (code) => {
      note(key, 'codes', code);
    },
    entriesWatched((_code, entry) =>
      readsTold(entry, (field) => {
        note(key, 'fields', field);
      }),
    ),
  );
  targets.set(watched, data);
  watchersOf.set(data, watched);
  return watched;
}

const entriesOf = (data: Entries): Entries => targets.get(data) ?? data;

const fieldsOf = (entry: DictionaryEntry, fields: Set<string> | 'whole'): DictionaryEntry =>
  fields === 'whole'
    ? entry
    : Object.fromEntries(Object.entries(entry).filter(([field]) => fields.has(field)));

/**
 * The dictionaries cut to what a render read: those read whole as they are, the others with
 * the entries read (an entry asked for but absent stays absent) and of those the fields read,
 * the unread ones left out. `partial` names every dictionary not sent whole: the browser loads
 * those after hydration.
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
    if (read?.codes === 'whole' && read.fields === 'whole') {
      sent[key] = { date_modified: dictionary.date_modified, data: entries };
      continue;
    }
    partial.push(key);
    if (!read) continue;
    const picked: Entries = {};
    for (const code of read.codes === 'whole' ? Object.keys(entries) : read.codes) {
      const entry = Object.hasOwn(entries, code) ? entries[code] : undefined;
      if (entry) picked[code] = fieldsOf(entry, read.fields);
    }
    sent[key] = { date_modified: dictionary.date_modified, data: picked };
  }
  return { sent, partial };
}

/** A field a partial copy's entry lacks, or (field undefined) an entry the copy lacks. */
export interface DictionaryMiss {
  code: string;
  field?: string;
}

/**
 * A partial copy's entries that call `onMiss` with each entry, and each field of an entry, it
 * lacks that is asked for (a part of the page the server did not render, such as a popup,
 * reading another label).
 */
export const missesNoted = (data: Entries, onMiss: (miss: DictionaryMiss) => void): Entries =>
  readsTold(
    data,
    (code) => {
      if (code !== undefined && !Object.hasOwn(data, code)) onMiss({ code });
    },
    entriesWatched((code, entry) =>
      readsTold(entry, (field) => {
        if (field !== undefined && !Object.hasOwn(entry, field)) onMiss({ code, field });
      }),
    ),
  );

import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { Lang } from '../../contract/api';
import type { DictionaryEntry, DictionaryKey } from '../../contract/static-data';
import type { Tender } from '../../contract/tender';
import { LOCAL_DB_NAME } from './local-db';

/** One reference dictionary in one language, as the static-data API answered it. */
export interface DictionaryRecord {
  key: DictionaryKey;
  lang: Lang;
  date_modified: string;
  data: Record<string, DictionaryEntry>;
  /** Epoch ms after which the copy must be checked with the server again. */
  expiresAt: number;
}

/** The last copy of a tender the app loaded, kept for offline reading. */
export interface TenderRecord {
  id: string;
  tenderID: string;
  data: Tender;
  /** Epoch ms when the copy was stored. */
  storedAt: number;
}

export { StorageError, withStorage } from './storage';

/**
 * The one IndexedDB database of the app. The schema is versioned: a new table or
 * index is a new `this.version(n)` block below the others, never an edit of an old one,
 * so saved data survives upgrades (the saved-items tables come as version 2).
 */
export class PortalDb extends Dexie {
  declare dictionaries: Table<DictionaryRecord, [DictionaryKey, Lang]>;
  declare tenders: Table<TenderRecord, string>;

  constructor(name: string = LOCAL_DB_NAME) {
    super(name);
    this.version(1).stores({
      dictionaries: '[key+lang], expiresAt',
      tenders: 'id, tenderID, storedAt',
    });
  }
}

export const db = new PortalDb();

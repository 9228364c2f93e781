import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { Lang, SearchResponse, SearchSection } from '../../contract/api';
import type { Article } from '../../contract/articles';
import type { OrgProfile } from '../../contract/org';
import type { DictionaryEntry, DictionaryKey } from '../../contract/static-data';
import type { Tender } from '../../contract/tender';
import type {
  TenderAgreementsAnswer,
  TenderComplaintsAnswer,
  TenderMonitoringsAnswer,
  TenderQuestionsAnswer,
} from '../../contract/tender-tabs';
import { LOCAL_DB_NAME } from './local-db-name';

/** One reference dictionary in one language, as the static-data API answered it. */
export interface DictionaryRecord {
  key: DictionaryKey;
  lang: Lang;
  date_modified: string;
  data: Record<string, DictionaryEntry>;
  /** Epoch ms after which the copy must be checked with the server again. */
  expiresAt: number;
}

/** The device's copy of a tender: the last one viewed, or the saved one (see SavedTenderRecord). */
export interface TenderRecord {
  id: string;
  tenderID: string;
  data: Tender;
  /** Epoch ms when the copy was fetched from the server (its "as of" time). */
  storedAt: number;
  /** Epoch ms when the user last opened it: viewed copies beyond the cap go oldest first. */
  viewedAt: number;
}

/** The answer of each tender tab endpoint, by the endpoint's last path segment. */
export interface TenderTabAnswers {
  questions: TenderQuestionsAnswer;
  complaints: TenderComplaintsAnswer;
  monitorings: TenderMonitoringsAnswer;
  agreements: TenderAgreementsAnswer;
}

export type TenderTabEndpoint = keyof TenderTabAnswers;

/** One tab endpoint's answer for a tender the device holds. */
export interface TenderTabRecord<E extends TenderTabEndpoint = TenderTabEndpoint> {
  tenderId: string;
  endpoint: E;
  answer: TenderTabAnswers[E];
  /** Epoch ms when the answer was fetched. */
  storedAt: number;
}

/**
 * A tender the user saved for offline reading. Its copy and tabs are the `tenders` and
 * `tenderTabs` rows of the same id, which are never evicted while this row exists.
 */
export interface SavedTenderRecord {
  id: string;
  tenderID: string;
  /** Epoch ms when the user saved it. */
  savedAt: number;
  /** Epoch ms of the last background refresh that reached the server (success or not). */
  checkedAt: number;
  /** Epoch ms of the last refresh that failed, cleared by the next success. */
  failedAt?: number;
}

/** An article the user opened, kept for offline reading (both languages are in one answer). */
export interface ArticleRecord {
  id: number;
  slug: string;
  data: Article;
  storedAt: number;
}

/** An organisation profile the user opened, kept for offline reading like a viewed tender. */
export interface OrgRecord {
  edrpou: string;
  data: OrgProfile;
  /** Epoch ms when the copy was fetched (its "as of" time). */
  storedAt: number;
  /** Epoch ms when the user last opened it: copies beyond the cap go oldest first. */
  viewedAt: number;
}

/** A search the user saved: its address and the first page of results it last had. */
export interface SavedSearchRecord {
  /** `${section}?${query}`: one saved search per distinct search. */
  id: string;
  section: SearchSection;
  /** The page's query string without `?` (the URL is the search). */
  query: string;
  savedAt: number;
  /** The first page of results when the user last opened it, and when that was. */
  result: SearchResponse<unknown>;
  resultAt: number;
  /** The ids of `result`: a later check counts the ids it does not hold as new. */
  seenIds: string[];
  /** Results not in `seenIds` at the last check, and when that was. */
  newCount: number;
  checkedAt: number;
}

/** What changed in a saved tender, as a background refresh found it. */
export interface ChangeRecord {
  seq?: number;
  tenderId: string;
  tenderID: string;
  /** What changed: a status, a date, a value, or an entry of a list (see features/saved). */
  kind: string;
  /** The changed entry's own label (a question's title, a document's name), when a list's. */
  subject?: string;
  before?: string;
  after?: string;
  detectedAt: number;
  /** 0 until the user has seen it (a number: IndexedDB cannot index booleans). */
  read: 0 | 1;
  /** 1 once the tender's own page has shown it (/saved may have shown it before). */
  shownOnPage?: 0 | 1;
}

/** Why a watch sends no push notifications (it still has its feed). */
export type PushProblem =
  | 'denied'
  | 'dismissed'
  | 'ios-home-screen'
  | 'unsupported'
  | 'subscribe-failed'
  | 'service-refused';

/** A watch this device made on the server for a saved tender or saved search. */
export interface WatchRecord {
  /** `tender:<id>` or `search:<saved search id>`: the saved item it follows. */
  key: string;
  /** The watch's only key on the server. */
  token: string;
  /** The address of the watch's Atom feed. */
  feed: string;
  /** Why the watch has no push subscription, when it has none. */
  pushProblem?: PushProblem;
  createdAt: number;
}

export { StorageError, withStorage } from './storage';

/**
 * The one IndexedDB database of the app. The schema is versioned: a new table or
 * index is a new `this.version(n)` block below the others, never an edit of an old one,
 * so saved data survives upgrades.
 */
export class PortalDb extends Dexie {
  declare dictionaries: Table<DictionaryRecord, [DictionaryKey, Lang]>;
  declare tenders: Table<TenderRecord, string>;
  declare tenderTabs: Table<TenderTabRecord, [string, TenderTabEndpoint]>;
  declare savedTenders: Table<SavedTenderRecord, string>;
  declare articles: Table<ArticleRecord, number>;
  declare savedSearches: Table<SavedSearchRecord, string>;
  declare changes: Table<ChangeRecord, number>;
  declare orgs: Table<OrgRecord, string>;
  declare watches: Table<WatchRecord, string>;

  constructor(name: string = LOCAL_DB_NAME) {
    super(name);
    this.version(1).stores({
      dictionaries: '[key+lang], expiresAt',
      tenders: 'id, tenderID, storedAt',
    });
    this.version(2)
      .stores({
        tenders: 'id, tenderID, storedAt, viewedAt',
        tenderTabs: '[tenderId+endpoint], tenderId',
        savedTenders: 'id, tenderID, savedAt',
        articles: 'id, slug, storedAt',
        savedSearches: 'id, savedAt',
        changes: '++seq, tenderId, read, detectedAt',
      })
      .upgrade((tx) =>
        tx
          .table<TenderRecord>('tenders')
          .toCollection()
          .modify((record) => {
            record.viewedAt = record.storedAt;
          }),
      );
    this.version(3).stores({ orgs: 'edrpou, viewedAt' });
    // Changes read before the tender's page listed them too count as shown there.
    this.version(4)
      .stores({})
      .upgrade((tx) =>
        tx
          .table<ChangeRecord>('changes')
          .toCollection()
          .modify((change) => {
            if (change.read === 1) change.shownOnPage = 1;
          }),
      );
    this.version(5).stores({ watches: 'key' });
  }
}

export const db = new PortalDb();

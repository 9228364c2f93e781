/** What a watch follows: a saved tender or a saved search of tenders. */
export type WatchTarget =
  | { kind: 'tender'; /** The tender's internal id. */ id: string }
  | { kind: 'search'; /** The saved search's id. */ savedId: string; query: string };

/** The key of the watch record, by the saved item it follows. */
export const watchKey = (target: WatchTarget): string =>
  target.kind === 'tender' ? `tender:${target.id}` : `search:${target.savedId}`;

/** The saved item a watch record's key names. */
export const keyTarget = (key: string): { table: 'savedTenders' | 'savedSearches'; id: string } =>
  key.startsWith('tender:')
    ? { table: 'savedTenders', id: key.slice('tender:'.length) }
    : { table: 'savedSearches', id: key.slice('search:'.length) };

/** The body of POST /api/watches for a target, without its language and subscription. */
export const watchBody = (target: WatchTarget) =>
  target.kind === 'tender'
    ? { kind: 'tender' as const, id: target.id }
    : { kind: 'search' as const, query: target.query };

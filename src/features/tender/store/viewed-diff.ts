import type { CopyDiff } from './tender-copy';

/**
 * The change log's diff for a saved tender viewed online (`replaceTenderCopy`'s `diff`), loaded
 * with that write rather than with the tender page.
 */
export const loadTenderDiff = (): Promise<CopyDiff> =>
  import('../model/tender-changes').then((m) => m.diffTenderCopies);

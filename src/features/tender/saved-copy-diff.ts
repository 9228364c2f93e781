import type { CopyDiff } from '../saved/store/tender-copy';

/**
 * What changed in a saved tender viewed online goes to its change log like a background
 * refresh's finds: this gives the change finder (loaded with the copy's write, off the page).
 */
export function savedCopyDiff(): Promise<CopyDiff | undefined> {
  return Promise.resolve(undefined);
}

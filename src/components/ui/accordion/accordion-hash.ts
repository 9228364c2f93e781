/*
 * The URL hash holds the ids of the open accordions, comma-separated ('#bid-1,award-2'), so
 * several can be open from one link (accordions open from the URL hash).
 */

export function hashIds(hash: string): string[] {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: use the hash as written.
  }
  return decoded.split(',').filter((id) => id !== '');
}

const toHash = (ids: readonly string[]): string =>
  ids.length === 0 ? '' : `#${ids.map(encodeURIComponent).join(',')}`;

export function hashHasId(hash: string, id: string): boolean {
  return hashIds(hash).includes(id);
}

/** The hash with the id added (once). */
export function addHashId(hash: string, id: string): string {
  const ids = hashIds(hash);
  return toHash(ids.includes(id) ? ids : [...ids, id]);
}

/** The hash without the id; '' when nothing is left. */
export function removeHashId(hash: string, id: string): string {
  return toHash(hashIds(hash).filter((entry) => entry !== id));
}

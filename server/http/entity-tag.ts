import { CODINGS, type Coding } from './content-coding.ts';

/**
 * The strong ETag of version `hash` of an answer in `coding`: each coding has its own, as its
 * bytes differ (RFC 9110 §8.8.3.3).
 */
export const entityTag = (hash: string, coding: Coding): string =>
  coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`;

/**
 * The ETag to answer 304 with when If-None-Match names version `hash` in any coding, or is "*"
 * (then the tag of the `preferred` coding); undefined when the answer is to be sent in full. The comparison
 * is the weak one (RFC 9110 §13.1.2): W/"x" matches "x".
 */
export const notModifiedTag = (
  ifNoneMatch: string | undefined,
  hash: string,
  preferred: () => Coding,
): string | undefined => {
  if (!ifNoneMatch) return undefined;
  if (ifNoneMatch.trim() === '*') return entityTag(hash, preferred());
  const current = new Set(CODINGS.map((coding) => entityTag(hash, coding)));
  for (const [tag] of ifNoneMatch.matchAll(/"[^"]*"/g)) {
    if (current.has(tag)) return tag;
  }
  return undefined;
};

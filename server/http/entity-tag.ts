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
  return tagsIn(ifNoneMatch).find((tag) => current.has(tag));
};

/** The quoted tags of an If-None-Match list, W/ dropped. */
const tagsIn = (ifNoneMatch: string): string[] =>
  [...ifNoneMatch.matchAll(/"[^"]*"/g)].map(([tag]) => tag);

/** The first version an If-None-Match names in one of our tags, if any. */
export const versionNamedBy = (ifNoneMatch: string | undefined): string | undefined => {
  for (const tag of tagsIn(ifNoneMatch ?? '')) {
    const version = /^"([^"-]+)(?:-(?:br|gzip))?"$/.exec(tag)?.[1];
    if (version !== undefined) return version;
  }
  return undefined;
};

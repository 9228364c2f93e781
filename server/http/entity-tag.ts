import fresh from 'fresh';
import { CODINGS, type Coding } from './content-coding.ts';

/**
 * The strong ETag of version `hash` of an answer in `coding`: each coding has its own, as its
 * bytes differ (RFC 9110 §8.8.3.3).
 */
export const entityTag = (hash: string, coding: Coding): string =>
  coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`;

/**
 * The ETag to answer 304 with when If-None-Match names version `hash` in any coding, or is "*",
 * as `fresh` judges it (weak comparison, RFC 9110 §13.1.2); undefined when the answer is to be
 * sent in full. The tag named is answered; when several are (or "*"), the `preferred` coding's.
 */
export const notModifiedTag = (
  ifNoneMatch: string | undefined,
  hash: string,
  preferred: () => Coding,
): string | undefined => {
  const request = { 'if-none-match': ifNoneMatch?.trim() };
  if (!request['if-none-match']) return undefined;
  const named = CODINGS.filter((coding) => fresh(request, { etag: entityTag(hash, coding) }));
  if (named.length <= 1) return named[0] && entityTag(hash, named[0]);
  const coding = preferred();
  return entityTag(hash, named.includes(coding) ? coding : (named[0] ?? coding));
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

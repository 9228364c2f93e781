import type { TextMarks } from '../../../../contract/api';

/** A piece of text, marked when it matches the search. */
export interface TextSegment {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

/**
 * What the search finds, as a pattern: each word of two or more characters at the start of a
 * word (the API matches word prefixes), the other forms of the words that the API answered
 * (`marks`: «лікарня» for «лікарні»), whole, and the whole text anywhere when it looks like a
 * code ('UA-2024-…', an EDRPOU code), which the API matches inside codes.
 */
function matcher(search: string | undefined, marks?: TextMarks): RegExp | undefined {
  const needle = search?.trim() ?? '';
  const words = [...new Set([...(needle.match(WORD) ?? []), ...(marks?.prefixes ?? [])])];
  const parts = [
    ...(marks?.words ?? []).map((word) => `${START}${escape(word)}${END}`),
    ...words.filter((word) => word.length >= 2).map((word) => `${START}${escape(word)}`),
  ];
  if (/\p{N}/u.test(needle) && needle.length >= 3) parts.unshift(escape(needle));
  return parts.length > 0 ? new RegExp(parts.join('|'), 'giu') : undefined;
}

/** The pattern of the last search and marks: a results page highlights every card with one. */
let lastMatcher: { search?: string; marks?: TextMarks; pattern?: RegExp } | undefined;

const matcherOf = (search: string | undefined, marks?: TextMarks): RegExp | undefined => {
  const last =
    lastMatcher && lastMatcher.search === search && lastMatcher.marks === marks
      ? lastMatcher
      : { search, marks, pattern: matcher(search, marks) };
  lastMatcher = last;
  return last.pattern;
};

/** The text in segments, the parts the search matches marked (rendered as text in `<mark>`). */
export function highlight(
  text: string,
  search: string | undefined,
  marks?: TextMarks,
): TextSegment[] {
  const pattern = matcherOf(search, marks);
  if (!pattern || text === '') return [{ text, match: false }];
  const segments: TextSegment[] = [];
  let at = 0;
  for (const found of text.matchAll(pattern)) {
    if (found[0] === '') continue;
    if (found.index > at) segments.push({ text: text.slice(at, found.index), match: false });
    segments.push({ text: found[0], match: true });
    at = found.index + found[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

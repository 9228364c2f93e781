/** The longest document title: about what a search result or a link preview shows whole. */
export const DOCUMENT_TITLE_MAX = 70;

/** The ellipsis that marks cut text. */
const ELLIPSIS = '…';

/** Below this many characters a cut falls mid-word rather than keep too little of the text. */
const MIN_ROOM = 12;

const TRAILING_PUNCTUATION = /[\s,.;:!?\-–—(«"„/]+$/u;

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/** Any white space but the no-break space, which holds a money value together. */
const BREAKING_SPACE = /[^\S\u00a0]+/gu;

/**
 * The text on one line, cut to at most `max` characters with '…' at the end when it is
 * longer: after the last whole word that fits (when that keeps at least half of the room),
 * else mid-word. Punctuation left dangling before the '…' is dropped; no-break spaces stay.
 */
export function cutAtWord(text: string, max: number): string {
  const line = text.replace(BREAKING_SPACE, ' ').trim();
  if (line.length <= max) return line;
  if (max <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(max, 0));
  const room = max - ELLIPSIS.length;
  const space = line.lastIndexOf(' ', room);
  const end = space >= room / 2 ? space : room;
  // Never split a surrogate pair (an emoji or a rare character).
  const safeEnd = isHighSurrogate(line.charCodeAt(end - 1)) ? end - 1 : end;
  const kept = line.slice(0, safeEnd).replace(TRAILING_PUNCTUATION, '');
  return `${kept === '' ? line.slice(0, safeEnd) : kept}${ELLIPSIS}`;
}

/**
 * A document title built by `format` around `text` (often upstream text, of any length),
 * with `text` cut so that the whole title stays within `max` characters: the browser's tab and
 * the server's head both show it.
 */
export function boundedTitle(
  format: (text: string) => string,
  text: string,
  max: number = DOCUMENT_TITLE_MAX,
): string {
  const room = max - format('').length;
  return format(cutAtWord(text, Math.max(room, MIN_ROOM)));
}

/**
 * Whitespace collapsed (no-break spaces kept: they hold a money value together) and, past
 * `max` characters, cut at the last space with '…' (at most `max` characters in all); a
 * single word longer than that is cut where the limit falls.
 */
export const shortenText = (text: string, max: number): string => {
  const characters = Array.from(text.replace(/[^\S\u00a0]+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  const head = characters.slice(0, max - 1).join('');
  const boundary = head.lastIndexOf(' ');
  const cut = boundary > max / 2 ? head.slice(0, boundary) : head;
  return `${cut.replace(/[\s,.;:·—–-]+$/u, '')}…`;
};

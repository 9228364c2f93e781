import { parseRenderedData, renderedDataText } from '../../contract/server-rendered.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' };

/** What a reader sees of some HTML: its text, entities decoded, white space collapsed. */
export const textOf = (html: string): string =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (entity, hex, dec, name) => {
      if (hex) return String.fromCodePoint(parseInt(hex as string, 16));
      if (dec) return String.fromCodePoint(Number(dec));
      return ENTITIES[name as string] ?? entity;
    })
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();

/** A rendered page's hydration data ({} when it has none). */
export const renderedDataOf = <T>(html: string): T => {
  const text = renderedDataText(html);
  return (text === undefined ? {} : parseRenderedData(text)) as T;
};

/** When a rendered page was rendered, from its hydration data. */
export const renderedAtOf = (html: string): number =>
  renderedDataOf<{ renderedAt: number }>(html).renderedAt;

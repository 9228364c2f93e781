import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsDateTime, toIcs } from '../../../../src/features/saved/model/ics';
import { events, parseIcs, prop } from '../../../fixtures/ics';
import { shippedTenderIDs, shippedCdbTender } from '../../../support/shipped-cdb';

const octets = (text: string): number => new TextEncoder().encode(text).length;

/** The longest real tender title shipped: Cyrillic, two octets a letter. */
const LONG_TITLE = shippedTenderIDs()
  .map((id) => String(shippedCdbTender(id).title))
  .reduce((a, b) => (octets(b) > octets(a) ? b : a));

describe('iCalendar text', () => {
  it('writes UTC date-times as YYYYMMDDTHHMMSSZ', () => {
    expect(icsDateTime(new Date('2026-02-09T00:00:00+02:00'))).toBe('20260208T220000Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a letter', () => {
    expect(octets(LONG_TITLE)).toBeGreaterThan(150);
    const folded = foldLine(`SUMMARY:${LONG_TITLE}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${LONG_TITLE}`,
    );
  });

  it('reads back exactly what was written, however long or odd the text', () => {
    const summary = `${LONG_TITLE}; "лапки", кома\\ і\nрядок`;
    const text = toIcs(
      [
        {
          uid: 'UA-1-tender-end@portal.test',
          start: new Date('2026-02-09T00:00:00+02:00'),
          summary,
          description: summary,
          url: 'https://portal.test/tender/UA-1',
          alarm: 'Завтра',
        },
      ],
      new Date('2026-01-01T10:00:00Z'),
    );
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const [event] = events(parseIcs(text));
    expect(prop(event ?? parseIcs(text), 'SUMMARY')).toBe(summary);
    expect(prop(event ?? parseIcs(text), 'DTSTAMP')).toBe('20260101T100000Z');
  });
});

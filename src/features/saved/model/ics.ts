/** One event of an iCalendar file (RFC 5545): a moment with its text and link. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  summary: string;
  description: string;
  /** An absolute http(s) address. */
  url: string;
  /** What the reminder a day before says. */
  alarm: string;
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** A UTC date-time in the form 19980119T070000Z (RFC 5545 §3.3.5, form 2); throws if invalid. */
export function icsDateTime(date: Date): string {
  // toISOString is UTC by definition (a TZDate in 'UTC' wrote Kyiv time in Chromium).
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string): number => encoder.encode(text).length;

/**
 * A content line folded at 75 octets: each continuation starts with one space (which counts),
 * and a character is never split across lines (UTF-8 Cyrillic is two octets).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = octets(char);
    if (size + width > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join(CRLF);
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.alarm)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** An iCalendar file with the events, made at `now` (each event's DTSTAMP). */
export function toIcs(events: readonly CalendarEvent[], now: Date): string {
  const stamp = icsDateTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Open Procurement Portal//Tender deadlines//UK',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

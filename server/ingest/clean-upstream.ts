/**
 * The one step that cleans upstream strings at ingest, before any transform or store sees them.
 * Objects of every kind pass through it, whole, so a field that a portal shape shows later is
 * clean too.
 */
import { isRecord, type Json } from './transform/read.ts';

/** url, uri, auctionUrl, participationUrl, contractTemplateUri…: every link-valued field. */
const LINK_FIELD = /(?:url|uri)$/i;

/** title, title_en, title_ru: what readers tell an object or a file by. */
const TITLE_FIELD = /^title(?:_[a-z]{2})?$/;

/** Direction embeddings, overrides, isolates and marks: U+202E shows "fdp.exe" as "exe.pdf". */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The link trimmed when it is http(s); undefined for anything else (javascript:, data:, paths). */
export const httpUrl = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  return /^https?:\/\//i.test(url) ? url : undefined;
};

const cleanInPlace = (value: unknown): void => {
  if (Array.isArray(value)) {
    for (const entry of value) cleanInPlace(entry);
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, field] of Object.entries(value)) {
    if (LINK_FIELD.test(key)) {
      const url = httpUrl(field);
      if (url === undefined) Reflect.deleteProperty(value, key);
      else value[key] = url;
    } else if (typeof field === 'string') {
      if (TITLE_FIELD.test(key)) value[key] = field.replace(BIDI_CONTROLS, '');
    } else {
      cleanInPlace(field);
    }
  }
};

/**
 * Leaves in every link-valued field an http(s) link or nothing, and no bidirectional control
 * characters in titles. It works in place, on JSON just parsed from upstream: a copy of a large
 * tender would cost the ingest as much as parsing it. Cleaning twice changes nothing.
 */
export const cleanUpstream = <T extends Json>(o: T): T => {
  cleanInPlace(o);
  return o;
};

/**
 * The one step that cleans upstream strings at ingest, before any transform or store sees them.
 * Objects of every kind pass through it, whole, so a field that a portal shape shows later is
 * clean too.
 */
import type { Json } from './transform/read.ts';

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

/** What cleaning does to a field by its key: keep a link or drop it, strip a title, or neither. */
type KeyKind = 'link' | 'title' | 'other';

/**
 * Upstream objects repeat a few hundred keys: each is classified once, as cleaning walks every key
 * (docs/benchmarks.md, 2026-12-04). Bounded, for a follower that runs for months.
 */
const keyKinds = new Map<string, KeyKind>();
const KEY_KINDS_KEPT = 10_000;

const keyKind = (key: string): KeyKind => {
  let kind = keyKinds.get(key);
  if (kind === undefined) {
    kind = LINK_FIELD.test(key) ? 'link' : TITLE_FIELD.test(key) ? 'title' : 'other';
    if (keyKinds.size < KEY_KINDS_KEPT) keyKinds.set(key, kind);
  }
  return kind;
};

const cleanInPlace = (value: unknown): void => {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const entry of value) cleanInPlace(entry);
    return;
  }
  const record = value as Json;
  for (const key of Object.keys(record)) {
    const field = record[key];
    const kind = keyKind(key);
    if (kind === 'link') {
      const url = httpUrl(field);
      if (url === undefined) Reflect.deleteProperty(record, key);
      else if (url !== field) record[key] = url;
    } else if (typeof field === 'string') {
      if (kind === 'title') record[key] = field.replace(BIDI_CONTROLS, '');
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

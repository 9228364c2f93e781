import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { listJsonFiles } from '../../server/ingest/files.ts';
import { loadCdbFiles } from '../../server/ingest/load.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDataDir, shippedJson } from '../support/shipped-data.ts';

/** What an attacker may put where a link is expected, with odd case, spaces and controls. */
const HOSTILE_URLS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' JAVASCRIPT:alert(document.cookie)',
  '\u0001java\tscript:alert(1)',
  '\n\tJaVaScRiPt:alert(1)',
  'vbscript:msgbox(1)',
  '//evil.example/phish',
];
const hostileUrl = (n: number): string => HOSTILE_URLS[n % HOSTILE_URLS.length] ?? '';

/** U+202E and friends: "fdp.exe" reads as "exe.pdf". */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const LINK_FIELD = /(?:url|uri)$/i;
const TITLE_FIELD = /^title(?:_[a-z]{2})?$/;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A hostile copy of a real object: every link-valued field (whatever its name) carries a
 * hostile link, and every title a right-to-left override; the link fields a tender may have
 * are set even where this tender lacks them.
 */
const makeHostile = (json: unknown): unknown => {
  let n = 0;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isRecord(value)) return value;
    const copy: Json = {};
    for (const [key, field] of Object.entries(value)) {
      // Every eighth link stays real (with spaces around it), so links that must stay do.
      if (typeof field === 'string' && LINK_FIELD.test(key)) {
        n += 1;
        copy[key] = n % 8 === 0 ? ` ${field} ` : hostileUrl(n);
      } else if (typeof field === 'string' && TITLE_FIELD.test(key)) {
        copy[key] = `\u202e${field}\u2066.exe\u2069\u200f`;
      } else copy[key] = visit(field);
    }
    if ('tenderID' in copy) copy.auctionUrl = hostileUrl((n += 1));
    if ('lotValues' in copy || ('tenderers' in copy && 'status' in copy)) {
      copy.participationUrl = hostileUrl((n += 1));
    }
    if ('identifier' in copy && isRecord(copy.identifier)) {
      copy.identifier = { ...copy.identifier, uri: hostileUrl((n += 1)) };
      const contactPoint = isRecord(copy.contactPoint) ? copy.contactPoint : {};
      copy.contactPoint = { ...contactPoint, url: hostileUrl((n += 1)) };
      copy.additionalContactPoints = [{ name: 'Ще один', url: hostileUrl((n += 1)) }];
    }
    return copy;
  };
  const hostile = visit(json);
  const data = isRecord(hostile) && isRecord(hostile.data) ? hostile.data : hostile;
  if (isRecord(data) && Array.isArray(data.lots)) {
    for (const lot of data.lots) if (isRecord(lot)) lot.auctionUrl = hostileUrl((n += 1));
  }
  return hostile;
};

/** Hostile copies of every shipped CDB and catalogue file, under the same folder names. */
const writeHostileCopies = async (): Promise<{ dir: string; tenderIds: string[] }> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-hostile-'));
  const tenderIds: string[] = [];
  const sources = [path.join(shippedDataDir, 'cdb'), path.join(shippedDataDir, 'catalog')];
  for (const file of await listJsonFiles(sources)) {
    const hostile = makeHostile(shippedJson(path.relative(shippedDataDir, file)));
    const target = path.join(dir, path.relative(shippedDataDir, file));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(hostile));
    const data = isRecord(hostile) && isRecord(hostile.data) ? hostile.data : undefined;
    const isTender = path.relative(shippedDataDir, file).startsWith(path.join('cdb', 'tenders'));
    if (isTender && typeof data?.id === 'string') tenderIds.push(data.id);
  }
  return { dir, tenderIds: [...new Set(tenderIds)] };
};

let copies: Promise<{ dir: string; tenderIds: string[] }> | undefined;
const hostileCopies = () => (copies ??= writeHostileCopies());

const loadHostileCopies = async (db: Database): Promise<void> => {
  const { dir } = await hostileCopies();
  const cdb = await loadCdbFiles(db, [path.join(dir, 'cdb')]);
  const catalogue = await loadCdbFiles(db, [path.join(dir, 'catalog')], { catalogue: true });
  expect([...cdb.failures, ...catalogue.failures]).toEqual([]);
};

/** Every string in an answer with the path to it and the name of the field that holds it. */
const stringsIn = (
  value: unknown,
  at = '$',
  key = '',
): { at: string; key: string; text: string }[] => {
  if (typeof value === 'string') return [{ at, key, text: value }];
  if (Array.isArray(value))
    return value.flatMap((entry, i) => stringsIn(entry, `${at}[${i}]`, key));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([k, entry]) => stringsIn(entry, `${at}.${k}`, k));
};

/** A string that a browser would follow as a script or data link. */
// eslint-disable-next-line no-control-regex -- browsers skip leading control characters in links
const SCRIPT_OR_DATA_LINK = /^[\s\u0000-\u001f]*(?:java\s*script|vbscript|data)\s*:/i;

describe.each(backends)('upstream links and titles, cleaned at ingest ($name)', (backend) => {
  const h = useHarness(backend, { load: loadHostileCopies });

  const answers = async (): Promise<{ url: string; body: unknown }[]> => {
    const { tenderIds } = await hostileCopies();
    const urls = [
      ...tenderIds.flatMap((id) =>
        ['', '/questions', '/complaints', '/agreements', '/monitorings', '/ocds'].map(
          (tab) => `/api/tenders/${id}${tab}`,
        ),
      ),
      ...['tender', 'plan', 'catalog', 'products'].map((s) => `/api/search/${s}?per_page=1000`),
    ];
    const results = [];
    for (const url of urls) {
      const res = await h().app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      results.push({ url, body: res.json<unknown>() });
    }
    return results;
  };

  it('leaves only http(s) links in every answer, and no direction controls in titles', async () => {
    const unsafe: string[] = [];
    let links = 0;
    let titles = 0;
    for (const { url, body } of await answers()) {
      for (const { at, key, text } of stringsIn(body)) {
        const isLink = LINK_FIELD.test(key);
        if (isLink) links += 1;
        if (TITLE_FIELD.test(key)) titles += 1;
        if ((isLink && !/^https?:\/\//i.test(text)) || SCRIPT_OR_DATA_LINK.test(text)) {
          unsafe.push(`${url} ${at}: ${JSON.stringify(text)}`);
        }
        if (TITLE_FIELD.test(key) && BIDI.test(text)) {
          unsafe.push(`${url} ${at}: ${JSON.stringify(text)}`);
        }
      }
    }
    expect(unsafe.length, `${unsafe.length} unsafe:\n${unsafe.slice(0, 20).join('\n')}`).toBe(0);
    // The walk did see the fields it checks.
    expect(titles).toBeGreaterThan(1000);
    expect(links).toBeGreaterThan(0);
  });
});

/**
 * Random query strings for the fuzz test, from a seeded PRNG so that a failure can be replayed:
 * valid keys with random values, nested brackets, huge numbers, unicode, %-encoding, repeats.
 */
import { SECTION_FILTERS } from '../../contract/search.ts';

const KEYS = [
  ...new Set(Object.values(SECTION_FILTERS).flatMap((section) => section.keys)),
  'lang',
  'cache',
  'key',
  'date_modified',
  'id',
  'slug',
  '__proto__',
  'constructor',
  'toString',
  '',
];

const SUBKEYS = [
  '',
  'start',
  'end',
  'amount',
  'currency',
  'code',
  'tender',
  'enquiry',
  'auction',
  'award',
  'plan',
  'framework',
  'qualification',
  '0',
  '1',
  '19',
  '20',
  '21',
  '999',
  '-1',
  'key',
  'date_modified',
  '__proto__',
  'length',
];

const VALUES = [
  '',
  '1',
  '0',
  '-1',
  '10',
  '40',
  '2024',
  '2015',
  '2100',
  'UAH',
  'USD',
  'asc',
  'desc',
  'value',
  'publication_date',
  'tender',
  'plan',
  'catalog',
  'products',
  'active.tendering',
  'complete',
  'belowThreshold',
  'reporting',
  'defense',
  'prepayment',
  'goods',
  'lowestCost',
  '00037256',
  '21725150',
  '03100000',
  '03100000-2',
  '44617100-9',
  '031',
  'uk',
  'en',
  'regions',
  'tender_statuses',
  '2024-02-29',
  '2024-02-30',
  '2026-01-01T00:00:00Z',
  '2026-13-01',
  '1e400',
  '9'.repeat(25),
  '1.5',
  'NaN',
  'Infinity',
  '-0',
  '0x1F',
  '1_000',
  "' OR 1=1 --",
  "'; DROP TABLE tenders; --",
  '<script>alert(1)</script>',
  '"><img src=x>',
  'Київська область',
  'ЕНЕРГОСЕРВІС',
  'мед',
  '%',
  '_',
  '\\',
  '\u0000',
  '\u202e',
  '😀',
  '𝕏',
  'UA-2024-02-28-009286-a',
  'a'.repeat(250),
  '[]',
  '{}',
  'null',
  'undefined',
  'true',
];

const RAW_TAILS = ['%', '%2', '%ZZ', '%E0%A4%A', '%C0%AF', '%00', '%5B', '%5D', '%26', '%3D'];

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

const randomUnicode = (random: () => number): string =>
  Array.from({ length: 1 + Math.floor(random() * 8) }, () => {
    const ranges = [
      [0x20, 0x7e],
      [0x400, 0x4ff],
      [0x2000, 0x206f],
      [0x1f300, 0x1f5ff],
    ] as const;
    const [low, high] = pick(random, ranges);
    return String.fromCodePoint(low + Math.floor(random() * (high - low)));
  }).join('');

const randomKey = (random: () => number): string => {
  let key = random() < 0.9 ? pick(random, KEYS) : randomUnicode(random);
  const depth = random() < 0.6 ? Math.floor(random() * 4) : Math.floor(random() * 9);
  for (let level = 0; level < depth; level += 1) key += `[${pick(random, SUBKEYS)}]`;
  return key;
};

const randomValue = (random: () => number): string => {
  const roll = random();
  if (roll < 0.6) return pick(random, VALUES);
  if (roll < 0.8) return randomUnicode(random);
  if (roll < 0.9) return String(Math.floor(random() * 10 ** Math.floor(random() * 30)));
  return `${String(random() * 1e6)}e${String(Math.floor(random() * 500))}`;
};

/** Brackets and some parts are left unencoded at random, as hand-typed URLs are. */
const encodePart = (random: () => number, text: string): string =>
  random() < 0.3
    ? encodeURIComponent(text).replace(/%5B/g, '[').replace(/%5D/g, ']')
    : encodeURIComponent(text);

/** Well-formed filter parameters with random values, so that many queries reach the database. */
const TEMPLATES: ((random: () => number) => string)[] = [
  (r) => `text=${encodeURIComponent(r() < 0.5 ? pick(r, VALUES) : randomUnicode(r))}`,
  (r) => `status[]=${pick(r, ['complete', 'active.tendering', 'foo', 'cancelled'])}`,
  (r) =>
    `${pick(r, ['buyer', 'tenderer', 'procuringEntity', 'funders'])}[]=${String(Math.floor(r() * 1e8))}`,
  (r) => `cpv[]=${String(Math.floor(r() * 1e8)).padStart(8, '0')}`,
  (r) =>
    `cpv_mask[]=${String(Math.floor(r() * 1e8))
      .padStart(8, '0')
      .slice(0, 2 + Math.floor(r() * 6))}`,
  (r) =>
    `value[amount][${pick(r, ['start', 'end'])}]=${String(Math.floor(r() * 10 ** Math.floor(r() * 15)))}`,
  (r) =>
    `date[${pick(r, ['tender', 'enquiry', 'auction', 'award', 'qualification'])}][${pick(r, ['start', 'end'])}]=${String(1990 + Math.floor(r() * 110))}-0${String(1 + Math.floor(r() * 9))}-1${String(Math.floor(r() * 10))}`,
  (r) => `sort_by=${pick(r, ['value', 'publication_date'])}&order=${pick(r, ['asc', 'desc'])}`,
  (r) => `local_share=${pick(r, ['0', '10', '25', '40'])}`,
  (r) => `milestone[code]=${pick(r, ['prepayment', 'postpayment', 'x'])}`,
  (r) => `region=${encodeURIComponent(pick(r, ['Київська область', 'м. Київ', 'Atlantis']))}`,
  (r) => `page=${String(1 + Math.floor(r() * 12))}&per_page=${pick(r, ['1', '10', '100', '1000'])}`,
  (r) =>
    `cache[${String(Math.floor(r() * 3))}][key]=${pick(r, ['regions', 'tender_statuses', 'currencies', 'nope'])}` +
    `&cache[0][date_modified]=${encodeURIComponent(pick(r, ['', '2026-11-22T04:07:21.869Z', 'x']))}`,
  (r) => `lang=${pick(r, ['uk', 'en', 'ru'])}&group=${pick(r, ['news', 'guides', 'x'])}`,
];

const validQuery = (random: () => number): string =>
  Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(random, TEMPLATES)(random)).join(
    '&',
  );

/** One random query string (without "?"): half well-formed filters, half anything. */
export const randomQuery = (random: () => number): string => {
  if (random() < 0.5) return validQuery(random);
  const count = Math.floor(random() * (random() < 0.05 ? 60 : 8));
  const pairs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const key = encodePart(random, randomKey(random));
    const repeats = random() < 0.15 ? 1 + Math.floor(random() * 25) : 1;
    for (let repeat = 0; repeat < repeats; repeat += 1) {
      const value = random() < 0.1 ? '' : `=${encodePart(random, randomValue(random))}`;
      const tail = random() < 0.05 ? pick(random, RAW_TAILS) : '';
      pairs.push(`${key}${value}${tail}`);
    }
  }
  return pairs.join(random() < 0.05 ? '&&' : '&');
};

const PATH_GARBAGE = [
  '',
  ' ',
  '.',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%',
  '%ZZ',
  'a'.repeat(65),
  'a'.repeat(1001),
  'UA-2024-02-28-009286-a.2',
  'UA-P-2099-01-01-000000-a',
  '00000000000000000000000000000000',
  'ab_cd.atom',
  '.atom',
  'x.atom.atom',
  '<script>',
  "' OR 1=1 --",
  '😀',
  'Київ',
  '__proto__',
  'constructor',
  '1',
  '-1',
  '1e400',
];

/** A path parameter: one of the valid values, or anything (encoded, or raw at times). */
export const randomPathValue = (random: () => number, valid: readonly string[]): string => {
  const roll = random();
  if (valid.length > 0 && roll < 0.7) return encodeURIComponent(pick(random, valid));
  const value = roll < 0.9 ? pick(random, PATH_GARBAGE) : randomUnicode(random);
  return random() < 0.8 ? encodeURIComponent(value) : value;
};

const randomJsonValue = (random: () => number, depth = 0): unknown => {
  const roll = random();
  if (roll < 0.3) return randomValue(random);
  if (roll < 0.4) return Math.floor(random() * 1e6) * (random() < 0.5 ? 1 : -1);
  if (roll < 0.5) return random() < 0.5;
  if (roll < 0.6) return null;
  if (depth > 3) return randomValue(random);
  if (roll < 0.8) {
    return Array.from({ length: Math.floor(random() * 4) }, () =>
      randomJsonValue(random, depth + 1),
    );
  }
  return Object.fromEntries(
    Array.from({ length: Math.floor(random() * 4) }, () => [
      pick(random, [...SUBKEYS, 'endpoint', 'keys', 'p256dh', 'auth']),
      randomJsonValue(random, depth + 1),
    ]),
  );
};

export interface RandomBody {
  payload: string;
  headers: Record<string, string>;
  /** What the payload is as JSON, when it is JSON. */
  parsed: unknown;
}

/**
 * A request body: mostly a JSON object of the described properties, each a value the schema
 * names as valid or anything; at times no object, no JSON, or another media type.
 */
export const randomBody = (
  random: () => number,
  shape: Readonly<Record<string, readonly unknown[]>>,
): RandomBody => {
  const type = pick(random, [
    'application/json',
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
  ]);
  const roll = random();
  if (roll < 0.1) {
    const payload = pick(random, [
      '',
      '{',
      '{"kind":',
      '[1,2',
      'null',
      '"x"',
      '42',
      '{}x',
      '\u0000',
    ]);
    return { payload, headers: { 'content-type': type }, parsed: undefined };
  }
  const names = Object.keys(shape);
  const parsed: unknown =
    roll < 0.2
      ? randomJsonValue(random)
      : Object.fromEntries(
          [...names, ...(random() < 0.2 ? [pick(random, KEYS)] : [])]
            .filter(() => random() < 0.85)
            .map((name) => {
              const valid = shape[name] ?? [];
              return [
                name,
                valid.length > 0 && random() < 0.7 ? pick(random, valid) : randomJsonValue(random),
              ];
            }),
        );
  return { payload: JSON.stringify(parsed), headers: { 'content-type': type }, parsed };
};

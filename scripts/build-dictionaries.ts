/**
 * Regenerates data/dictionaries/*.json from the ProzorroUKR/standards files.
 * Usage: npm run build:dictionaries -- [source dir, default ../shared/data/dictionaries]
 * Authored dictionaries (menus) are kept in data/dictionaries and not touched.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import type { Dictionary, DictionaryEntry, DictionaryKey } from '../contract/static-data.ts';
import { REGIONS_EN } from './dictionary-sources/regions-en.ts';
import { TENDER_STATUS_LABELS } from './dictionary-sources/tender-status-labels.ts';

const source = path.resolve(process.argv[2] ?? '../shared/data/dictionaries');
const target = path.resolve('data/dictionaries');
const logos = path.resolve('public/marketplaces');

type Raw = Record<string, Record<string, unknown>>;

const readJson = async <T>(rel: string): Promise<T> =>
  JSON.parse(await readFile(path.join(source, rel), 'utf8')) as T;

/** Keeps the label fields (title_*, name_*, description_*, abbr_*) and a few neutral ones. */
const pickLabels = (raw: Raw, extra: readonly string[] = []): Record<string, DictionaryEntry> =>
  Object.fromEntries(
    Object.entries(raw).map(([code, entry]) => [
      code,
      Object.fromEntries(
        Object.entries(entry).filter(
          ([field]) =>
            /^(title|name|description|abbr)_(uk|en)$/.test(field) || extra.includes(field),
        ),
      ),
    ]),
  );

const builders: Partial<Record<DictionaryKey, () => Promise<Record<string, DictionaryEntry>>>> = {
  tender_statuses: async () => ({
    ...pickLabels(await readJson('standards/codelists/tender/tender_status.json')),
    ...TENDER_STATUS_LABELS,
  }),
  procurement_method_types: async () =>
    pickLabels(await readJson('standards/codelists/tender/tender_procurement_method_type.json')),
  currencies: async () =>
    pickLabels(await readJson('standards/codelists/tender/tender_currency.json'), [
      'sign',
      'archive',
    ]),
  main_procurement_categories: async () =>
    pickLabels(await readJson('standards/codelists/tender/tender_main_procurement_category.json')),
  marketplaces: async () => {
    const brokers = await readJson<{ name: string; title: string }[]>(
      'standards/organizations/brokers.json',
    );
    const platforms = await readJson<{ name: string; slug: string; href: string }[]>(
      'perevorot-prozorro/platforms.json',
    );
    await Promise.all(brokers.map(({ name, title }) => writeLogo(name, title)));
    return Object.fromEntries(
      brokers.map(({ name: host, title }) => {
        const platform = platforms.find((p) => new URL(p.href).hostname.endsWith(host));
        const tenderUrl = platform?.href.includes('{tenderID}') ? platform.href : undefined;
        return [
          host,
          {
            title_uk: title,
            title_en: title,
            host,
            url: `https://${host}`,
            tender_url: tenderUrl?.replace(/^http:/, 'https:') ?? `https://${host}`,
            image: `/marketplaces/${host}.svg`,
          },
        ];
      }),
    );
  },
  regions: async () => {
    const names = await readJson<string[]>('standards/classifiers/ua_regions.json');
    return Object.fromEntries(
      names.map((uk) => {
        const en = REGIONS_EN[uk];
        if (!en) throw new Error(`No English name for region "${uk}"`);
        return [uk, { title_uk: uk, title_en: en }];
      }),
    );
  },
};

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain word-mark logo made in the project for each marketplace. */
const writeLogo = async (host: string, title: string): Promise<void> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(title)}">
  <rect width="240" height="80" rx="12" fill="#f2f5fa"/>
  <text x="120" y="48" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#1f4e8c">${escapeXml(title)}</text>
</svg>
`;
  await mkdir(logos, { recursive: true });
  await writeFile(path.join(logos, `${host}.svg`), svg);
};

const write = async (key: string, data: Record<string, DictionaryEntry>): Promise<void> => {
  const file = path.join(target, `${key}.json`);
  let date_modified = new Date().toISOString();
  try {
    const old = JSON.parse(await readFile(file, 'utf8')) as Dictionary;
    if (isDeepStrictEqual(old.data, data)) date_modified = old.date_modified;
  } catch {
    // a new dictionary
  }
  const dictionary: Dictionary = { date_modified, data };
  await writeFile(file, `${JSON.stringify(dictionary, null, 2)}\n`);
  console.log(`${key}: ${Object.keys(data).length} entries`);
};

for (const [key, build] of Object.entries(builders)) {
  await write(key, await build());
}

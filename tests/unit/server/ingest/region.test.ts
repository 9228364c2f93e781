import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeRegion } from '../../../../server/ingest/transform/region.ts';
import {
  shippedDictionaryData,
  shippedFiles,
  shippedFolderNames,
} from '../../../support/shipped-data.ts';

const fixturesDir = path.join(import.meta.dirname, '..', '..', '..', 'fixtures');

/** Every `region` string in JSON values, however deep. */
const regionStrings = (values: readonly unknown[]): Set<string> => {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'region' && typeof inner === 'string') found.add(inner);
        else visit(inner);
      }
    }
  };
  values.forEach(visit);
  return found;
};

/** The JSON files under a folder, however deep. */
const jsonFilesUnder = (dir: string): unknown[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFilesUnder(file);
    return entry.name.endsWith('.json') ? [JSON.parse(readFileSync(file, 'utf8')) as unknown] : [];
  });

/** Every file of every data/cdb folder (tenders, plans, contracts, …). */
const shippedCdbJson = (): unknown[] =>
  shippedFolderNames('cdb').flatMap((folder) =>
    shippedFiles(`cdb/${folder}`).map(({ json }) => json),
  );

const regions = Object.keys(shippedDictionaryData<Record<string, unknown>>('regions'));

/** Where every region string of the shipped data and the fixtures is placed (undefined: nowhere). */
const SHIPPED: Record<string, string | undefined> = {
  'Вінницька область': 'Вінницька область',
  'Волинська область': 'Волинська область',
  'Дніпропетровська область': 'Дніпропетровська область',
  'Донецька область': 'Донецька область',
  'Житомирська область': 'Житомирська область',
  'Закарпатська область': 'Закарпатська область',
  'Запорізька область': 'Запорізька область',
  'Івано-Франківська область': 'Івано-Франківська область',
  'Київська область': 'Київська область',
  Київська: 'Київська область',
  'Кіровоградська область': 'Кіровоградська область',
  'Львівська область': 'Львівська область',
  'Миколаївська область': 'Миколаївська область',
  'Одеська область': 'Одеська область',
  'Полтавська область': 'Полтавська область',
  'Рівненська область': 'Рівненська область',
  'Тернопільська область': 'Тернопільська область',
  'Харківська область': 'Харківська область',
  'Хмельницька область': 'Хмельницька область',
  'Черкаська область': 'Черкаська область',
  'Чернігівська область': 'Чернігівська область',
  'м. Київ': 'м. Київ',
  Kyiv: 'м. Київ',
  // A town is not a region: the record names no region.
  'м. Вінниця': undefined,
  Приховано: undefined,
  'Американське Самоа': undefined,
  'Grand-Saconnex': undefined,
  '': undefined,
};

describe('placeRegion: a buyer region as records write it', () => {
  it('places every distinct region string of the shipped data and the fixtures as listed', () => {
    const found = [
      ...regionStrings(shippedCdbJson()),
      ...regionStrings(jsonFilesUnder(fixturesDir)),
    ];
    expect(found.length).toBeGreaterThan(20);
    for (const written of new Set(found)) {
      expect(written in SHIPPED, `${JSON.stringify(written)} has no expected place here`).toBe(
        true,
      );
      expect(placeRegion(written), JSON.stringify(written)).toBe(SHIPPED[written]);
    }
  });

  it.each([
    ['Київська обл.', 'Київська область'],
    ['Київська обл', 'Київська область'],
    ['  київська   ОБЛАСТЬ ', 'Київська область'],
    ['Киевская область', 'Київська область'],
    ['Kyiv Oblast', 'Київська область'],
    ['м. Київ', 'м. Київ'],
    ['м.Київ', 'м. Київ'],
    ['Київ', 'м. Київ'],
    ['Киев', 'м. Київ'],
    ['місто Київ', 'м. Київ'],
    ['Харьковская обл.', 'Харківська область'],
    ['Ivano-Frankivsk Oblast', 'Івано-Франківська область'],
    ['Івано - Франківська обл.', 'Івано-Франківська область'],
    ['Autonomous Republic of Crimea', 'Автономна Республіка Крим'],
    ['АР Крим', 'Автономна Республіка Крим'],
    ['г. Севастополь', 'м. Севастополь'],
  ])('places %j as %j', (written, region) => {
    expect(placeRegion(written)).toBe(region);
  });

  it('places only regions of the regions dictionary', () => {
    for (const placed of Object.values(SHIPPED)) {
      if (placed !== undefined) expect(regions).toContain(placed);
    }
    for (const region of regions) expect(placeRegion(region)).toBe(region);
  });
});

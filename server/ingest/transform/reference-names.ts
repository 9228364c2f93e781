/**
 * Ukrainian and English names of CPV codes and unit codes from the shipped dictionaries, so a
 * stored tender carries both languages and the browser never loads the 1.4 MB CPV dictionary.
 * Each file is read on first use, once per process.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../config.ts';
import { textOf } from './read.ts';

const DICTIONARIES_DIR = path.join(projectRoot, 'data', 'dictionaries');

/** The schemes whose codes are CPV codes (ДК 021:2015 is the Ukrainian CPV). */
const CPV_SCHEMES: ReadonlySet<string> = new Set(['ДК021', 'CPV']);

export interface Names {
  uk?: string;
  en?: string;
}

type Entries = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

const loaded = new Map<string, Entries>();

const entries = (name: 'cpv' | 'unit_codes'): Entries => {
  let data = loaded.get(name);
  if (!data) {
    const file = path.join(DICTIONARIES_DIR, `${name}.json`);
    data = (JSON.parse(readFileSync(file, 'utf8')) as { data: Entries }).data;
    loaded.set(name, data);
  }
  return data;
};

const names = (
  entry: Readonly<Record<string, unknown>> | undefined,
  field: string,
): Names | undefined =>
  entry ? { uk: textOf(entry[`${field}_uk`]), en: textOf(entry[`${field}_en`]) } : undefined;

export const isCpvScheme = (scheme: string | undefined): boolean =>
  scheme !== undefined && CPV_SCHEMES.has(scheme.replace(/\s/g, '').toUpperCase());

/** The names of a CPV code ('09132000-3'); undefined for other schemes or unknown codes. */
export const cpvNames = (scheme: string | undefined, id: string | undefined): Names | undefined =>
  isCpvScheme(scheme) && id !== undefined && Object.hasOwn(entries('cpv'), id)
    ? names(entries('cpv')[id], 'title')
    : undefined;

/** The names of a unit code ('H87' → штука / piece); undefined for an unknown code. */
export const unitNames = (code: string | undefined): Names | undefined =>
  code !== undefined && Object.hasOwn(entries('unit_codes'), code)
    ? names(entries('unit_codes')[code], 'name')
    : undefined;

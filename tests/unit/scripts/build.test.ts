import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_KEYS } from '../../../contract/static-data.ts';
import { AUTHORED_KEYS, buildDictionaries } from '../../../scripts/dictionary-sources/build.ts';
import { hasSharedData, sharedDataDir } from '../../fixtures/shared-data.ts';
import { shippedDictionary } from '../../support/shipped-data.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const source = path.join(sharedDataDir, 'dictionaries');

const build = () =>
  buildDictionaries(
    async <T>(file: string): Promise<T> =>
      JSON.parse(await readFile(path.join(source, file), 'utf8')) as T,
  );

describe.skipIf(!hasSharedData)('npm run build:dictionaries on the shared sources', () => {
  it('builds every dictionary key except the authored ones', async () => {
    const { dictionaries } = await build();
    const authored: readonly string[] = AUTHORED_KEYS;
    expect(Object.keys(dictionaries).sort()).toEqual(
      DICTIONARY_KEYS.filter((key) => !authored.includes(key)).sort(),
    );
  });

  it('matches what data/ and public/ ship, so a second run changes nothing', async () => {
    const { dictionaries, logos } = await build();
    for (const [key, data] of Object.entries(dictionaries)) {
      expect(shippedDictionary(key).data, key).toEqual(data);
    }
    for (const [name, svg] of Object.entries(logos)) {
      expect(readFileSync(path.join(root, 'public/marketplaces', name), 'utf8'), name).toBe(svg);
    }
  });
});

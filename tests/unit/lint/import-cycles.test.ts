import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const dpdm = resolve(root, 'node_modules/.bin/dpdm');
/** The flags of `npm run check:cycles` (part of `npm run lint`): type imports count. */
const FLAGS = ['--no-tree', '--no-warning', '--exit-code', 'circular:1'];
/** Every source folder, as `npm run check:cycles` lists them. */
const SOURCES = [
  'src/**/*.{ts,tsx}',
  'sw/**/*.ts',
  'server/**/*.{ts,js}',
  'contract/**/*.ts',
  'scripts/**/*.{ts,js}',
];

const checkCycles = (...entries: string[]) =>
  spawnSync(dpdm, [...FLAGS, ...entries], { cwd: root, encoding: 'utf8', timeout: 60_000 });

describe('the import cycle check', () => {
  it('is the one npm run lint runs', () => {
    const scripts = (
      JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts['check:cycles']).toBe(
      `dpdm ${FLAGS.join(' ')} ${SOURCES.map((glob) => `'${glob}'`).join(' ')}`,
    );
    expect(scripts.lint).toContain('npm run check:cycles');
  });

  it('fails on a cycle, a dynamic import() included', () => {
    const run = checkCycles('tests/fixtures/import-cycle/first.ts');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'tests/fixtures/import-cycle/first.ts -> tests/fixtures/import-cycle/second.ts',
    );
  });

  it('fails on a cycle of type imports', () => {
    const run = checkCycles('tests/fixtures/import-cycle/type-first.ts');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'tests/fixtures/import-cycle/type-first.ts -> tests/fixtures/import-cycle/type-second.ts',
    );
  });

  it('finds none in the client, the service worker, the server, the contract and the scripts', () => {
    const run = checkCycles(...SOURCES);
    expect(run.stdout).toContain('no circular dependency');
    expect(run.status).toBe(0);
  }, 120_000);
});

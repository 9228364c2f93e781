import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const dpdm = resolve(root, 'node_modules/.bin/dpdm');
/** The flags of `npm run check:cycles` (part of `npm run lint`): type-only imports skipped. */
const FLAGS = ['--no-tree', '--no-warning', '--exit-code', 'circular:1', '-T'];

const checkCycles = (...entries: string[]) =>
  spawnSync(dpdm, [...FLAGS, ...entries], { cwd: root, encoding: 'utf8', timeout: 60_000 });

describe('the import cycle check', () => {
  it('is the one npm run lint runs', () => {
    const scripts = (
      JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts['check:cycles']).toMatch(new RegExp(`^dpdm ${FLAGS.join(' ')} `));
    expect(scripts.lint).toContain('npm run check:cycles');
  });

  it('fails on a cycle, a dynamic import() included', () => {
    const run = checkCycles('tests/fixtures/import-cycle/first.ts');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'tests/fixtures/import-cycle/first.ts -> tests/fixtures/import-cycle/second.ts',
    );
  });

  it('finds none in the client and the service worker', () => {
    const run = checkCycles('src/**/*.{ts,tsx}', 'sw/**/*.ts');
    expect(run.stdout).toContain('no circular dependency');
    expect(run.status).toBe(0);
  }, 60_000);
});

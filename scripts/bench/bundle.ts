/**
 * npm run bench:bundle: builds the client and prints the gzipped JavaScript that loads before
 * the first route renders (the entry, the layout's lazy header and footer, and the home route),
 * and each other route's own chunks, against the budgets of DESIGN.md (150 KB and 60 KB).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../../server/config.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = path.join(projectRoot, 'dist');
const build = spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'vite'), ['build'], {
  cwd: projectRoot,
  stdio: 'ignore',
});
if (build.status !== 0) throw new Error('vite build failed');

const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, Chunk>;
const gzipped = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A chunk and everything it imports statically. */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
};
const size = (keys: Iterable<string>) =>
  [...keys].reduce((total, key) => total + gzipped(manifest[key]?.file ?? ''), 0);

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const bySource = (fragment: string) => {
  const key = Object.keys(manifest).find((k) => k.includes(fragment));
  if (!key) throw new Error(`no chunk for ${fragment}`);
  return key;
};

const firstRender = new Set<string>();
for (const key of [
  entry,
  bySource('src/app/layout/Header'),
  bySource('src/app/layout/Footer'),
  bySource('src/features/home/HomePage'),
]) {
  closure(key, firstRender);
}
const firstBytes = size(firstRender);
console.log(
  `| before the first route renders (entry, header, footer, home) | ${kb(firstBytes)} KB | 150 KB |`,
);

const routes = Object.keys(manifest).filter(
  (key) => key.startsWith('src/features/') && !key.includes('home/HomePage'),
);
let worst = 0;
for (const key of routes.sort()) {
  const own = [...closure(key)].filter((k) => !firstRender.has(k));
  const bytes = size(own);
  worst = Math.max(worst, bytes);
  console.log(`| ${key} (own chunks) | ${kb(bytes)} KB | 60 KB |`);
}
if (firstBytes > 150 * 1024 || worst > 60 * 1024) {
  console.error('Over budget.');
  process.exitCode = 1;
}

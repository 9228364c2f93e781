import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './config.ts';

/** What the client build reads; a change to any of them makes dist/ stale. */
const CLIENT_SOURCES = [
  'src',
  'sw',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

const newestMtime = (target: string): number => {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    info.mtimeMs,
  );
};

export const isClientStale = (distDir: string): boolean => {
  const built = path.join(distDir, 'index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    ...CLIENT_SOURCES.map((name) => newestMtime(path.join(projectRoot, name))),
  );
  return sources > statSync(built).mtimeMs;
};

/** Builds the client with Vite when dist/ is missing or older than its sources. */
export const ensureClientBuilt = (distDir: string): void => {
  if (!isClientStale(distDir)) return;
  console.log('Building the client (dist/ is missing or older than the sources)…');
  const vite = path.join(projectRoot, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The client build failed; see the output above.');
};

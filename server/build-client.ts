import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './config.ts';
import { precompressClient } from './static/precompress.ts';

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

/** Whether `built` is missing or older than the client's sources. */
const isStale = (built: string): boolean => {
  if (!existsSync(built)) return true;
  const sources = Math.max(
    ...CLIENT_SOURCES.map((name) => newestMtime(path.join(projectRoot, name))),
  );
  return sources > statSync(built).mtimeMs;
};

export const isClientStale = (distDir: string): boolean =>
  isStale(path.join(distDir, 'index.html'));

const viteBuild = (args: readonly string[]): void => {
  const vite = path.join(projectRoot, 'node_modules', '.bin', 'vite');
  // React's production build whoever asks (a test runner sets NODE_ENV=test): the server render
  // built for development would call jsxDEV, which the production React it runs with lacks.
  const result = spawnSync(vite, ['build', ...args, '--emptyOutDir'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The client build failed; see the output above.');
};

/**
 * Builds the client and its server render with Vite when dist/ or dist-ssr/ is missing or
 * older than their sources, and gives the client's text files their brotli and gzip copies.
 */
export const ensureClientBuilt = (distDir: string, serverRenderDir: string): void => {
  const client = isClientStale(distDir);
  const serverRender = isStale(path.join(serverRenderDir, 'entry-server.js'));
  if (client || serverRender) {
    console.log('Building the client (dist/ is missing or older than the sources)…');
  }
  if (client) viteBuild(['--outDir', distDir]);
  if (serverRender) viteBuild(['--ssr', '--outDir', serverRenderDir]);
  if (existsSync(distDir)) precompressOrWarn(distDir);
};

/** A dist/ the server may not write to (a read-only deployment) is served compressed per request. */
const precompressOrWarn = (distDir: string): void => {
  try {
    precompressClient(distDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EROFS' && code !== 'EACCES' && code !== 'EPERM') throw error;
    console.warn(
      `The compressed copies of ${distDir} are missing and it cannot be written (${code}): ` +
        'static files are compressed on each request. Run `npm run build` to write them.',
    );
  }
};

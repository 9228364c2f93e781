import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureClientBuilt } from '../../server/build-client.ts';
import { projectRoot } from '../../server/config.ts';

/**
 * A small built client, shaped as `vite build` leaves dist/: the project's own index.html
 * (the head the server fills in), a hashed asset, the service worker, manifest and an icon.
 */
export const makeDist = (): string => {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'icons'));
  copyFileSync(path.join(projectRoot, 'index.html'), path.join(dist, 'index.html'));
  writeFileSync(
    path.join(dist, 'assets', 'index-AbC123.js'),
    `console.log(${'"x",'.repeat(2000)}1);`,
  );
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Portal"}');
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), 'png');
  return dist;
};

/** The portal as `npm run build` leaves it: the client (dist/) and the server render (dist-ssr/). */
export const builtPortal = {
  distDir: path.join(projectRoot, 'dist'),
  serverRenderDir: path.join(projectRoot, 'dist-ssr'),
} as const;

/** Builds the portal first where a fresh clone has not (a test's `beforeAll`). */
export const ensurePortalBuilt = (): void => {
  ensureClientBuilt(builtPortal.distDir, builtPortal.serverRenderDir);
};

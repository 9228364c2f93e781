/**
 * The brotli and gzip copies of the built client's text files (server/static/precompress.ts),
 * written by `npm run build` after Vite, so a server that may not write to dist/ (the systemd
 * unit's read-only /opt/portal) finds them.
 */
import path from 'node:path';
import { projectRoot } from '../server/config.ts';
import { precompressClient } from '../server/static/precompress.ts';

const distDir = path.resolve(process.env.DIST_DIR || path.join(projectRoot, 'dist'));
console.log(
  `Compressed ${String(precompressClient(distDir))} files of ${distDir} (brotli and gzip)`,
);

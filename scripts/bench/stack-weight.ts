/**
 * What the owner's stack alone weighs on a first visit: the stack floor's page (stack-floor/main.tsx)
 * with the other packages the owner named that a first visit runs (stack-floor/packages.ts),
 * built by Vite as the portal is, its scripts gzipped at level 9 (the budgets' unit).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildStackFloor } from './stack-floor.ts';

/** Bytes of JavaScript, gzipped, that the stack's own page loads. */
export async function stackWeight(): Promise<number> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-stack-weight-'));
  try {
    await buildStackFloor(outDir, 'packages.html');
    const assets = path.join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce(
        (total, file) =>
          total + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length,
        0,
      );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

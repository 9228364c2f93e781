import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/config.ts';
import { freePort } from '../free-port.ts';

export interface RunningPortal {
  url: string;
  stop: () => Promise<void>;
}

/**
 * `npm start` as a newcomer runs it (the built client, the embedded database loaded from data/),
 * in a temp data folder on a free loopback port, with `extraEnv` besides; resolves once
 * /api/health answers.
 */
export async function startPortal(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningPortal> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  env.DATA_DIR = dataDir;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['server/start.js'], {
    cwd: projectRoot,
    env: { ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The portal did not start on ${url}`);
}

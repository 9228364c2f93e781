import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { projectRoot } from '../../server/config.ts';

/** A built client is not what these tests are about: a one-file dist/ spares a Vite build. */
export const oneFileDist = (): string => {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  return dist;
};

export interface StartedPortal {
  /** The process `npm start` runs (the primary, with several processes). */
  child: ChildProcess;
  port: number;
  base: string;
  /** Every whole line it and its processes printed so far. */
  lines: string[];
  output: () => string;
  /** Its exit code (-1 for a signal) once it has exited. */
  exited: Promise<number | null>;
  exitCode: () => number | null;
  /** SIGTERM, then waits for it to exit. */
  stop: () => Promise<void>;
}

/**
 * `npm start`'s entry (server/start.js: the compiled server, built first when stale) on a free
 * loopback port, with a fresh embedded database and a one-file
 * client unless `env` says otherwise; resolved once it says it is ready, rejected if it exits.
 */
export const startPortal = async (
  env: Record<string, string>,
  /** `npm start` itself (npm's process, its shell, the server), as an operator runs it. */
  { viaNpm = false }: { viaNpm?: boolean } = {},
): Promise<StartedPortal> => {
  const port = await freePort();
  const [command, args] = viaNpm ? ['npm', ['start']] : [process.execPath, ['server/start.js']];
  const child = spawn(command, args, {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-data-')),
      DIST_DIR: oneFileDist(),
      LOG_LEVEL: 'silent',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  const lines: string[] = [];
  let exitCode: number | null = null;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      resolve(exitCode);
    });
  });
  await new Promise<void>((resolve, reject) => {
    /** Each stream's lines, whole ones only: the processes write to both at once. */
    const reader = () => {
      let rest = '';
      return (chunk: Buffer): void => {
        const complete = (rest + chunk.toString()).split('\n');
        rest = complete.pop() ?? '';
        lines.push(...complete);
        if (complete.some((line) => line.startsWith('Portal ready'))) resolve();
      };
    };
    child.stdout.on('data', reader());
    child.stderr.on('data', reader());
    void exited.then((code) => {
      reject(
        new Error(
          `npm start exited with ${String(code)} before it was ready:\n${lines.join('\n')}`,
        ),
      );
    });
  });
  return {
    child,
    port,
    base: `http://127.0.0.1:${String(port)}`,
    lines,
    output: () => lines.join('\n'),
    exited,
    exitCode: () => exitCode,
    stop: async () => {
      if (exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
};

import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/free-port';

const TSX = 'node_modules/.bin/tsx';

/**
 * A portal server of a test's own (`npm start` on the embedded database in a data directory of
 * its own) that the test can stop, feed through the real ingest CLI, and start again on the
 * same address, so the browser keeps its origin and its IndexedDB.
 */
export class OwnServer {
  #child: ChildProcess | undefined;
  #log = '';

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    readonly settings: NodeJS.ProcessEnv,
  ) {}

  /** `settings`: environment variables of the server (and ingest) beyond the test's own. */
  static async create(settings: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
    return new OwnServer(
      await freePort(),
      mkdtempSync(join(tmpdir(), 'portal-e2e-own-')),
      settings,
    );
  }

  get baseURL(): string {
    return `http://127.0.0.1:${String(this.port)}`;
  }

  #env(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...this.settings,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
    };
    delete env.DATABASE_URL;
    return env;
  }

  /** Starts the server (loading the shipped data on its first start) and waits until healthy. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['server/start.js'], {
      env: this.#env(),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => {
      this.#log += chunk.toString();
    });
    this.#child = child;
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`the server exited with ${String(child.exitCode)}: ${this.#log}`);
      }
      const healthy = await fetch(`${this.baseURL}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      if (Date.now() > deadline) throw new Error(`the server did not start: ${this.#log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Stops the server and waits until it has released the database. */
  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** Loads CDB JSON files into the stopped server's database through `npm run ingest`. */
  async ingest(...files: string[]): Promise<string> {
    const { stdout } = await promisify(execFile)(TSX, ['server/ingest/cli.ts', ...files], {
      env: this.#env(),
    });
    return stdout;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

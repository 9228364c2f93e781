import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import type { ItemResponse, SearchResponse } from '../../contract/api.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/open.ts';
import { loadDictionaries } from '../../server/dictionaries.ts';
import type { Tender } from '../../contract/tender.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDataDir, shippedJson, shippedPath, shippedText } from '../support/shipped-data.ts';

/** node with the TypeScript loader: one process, so its pid is the one that takes the lock. */
const node = (script: string): [string, string[]] => [
  process.execPath,
  ['--import', 'tsx', script],
];
const ingestCli = path.join(projectRoot, 'server', 'ingest', 'cli.ts');
const tenders = shippedPath('cdb', 'tenders');

/** npm run ingest, against an embedded database in dataDir. */
const ingest = (dataDir: string, ...inputs: string[]) => {
  const [command, args] = node(ingestCli);
  return spawnSync(command, [...args, ...inputs], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
};

const countTenders = async (dataDir: string): Promise<number> => {
  const db = await openPglite(dataDir);
  try {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenders');
    return rows[0]?.n ?? 0;
  } finally {
    await db.close();
  }
};

describe('npm run ingest (embedded database)', () => {
  it('loads good files, prints one line per bad file and exits non-zero', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
    const bad = path.join(dataDir, 'bad.json');
    writeFileSync(bad, 'not json at all');
    const good = path.join(tenders, 'UA-2024-02-28-009286-a.json');

    const run = ingest(dataDir, good, bad);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/bad\.json: invalid JSON/),
    ]);
    expect(run.stdout).toMatch(/2 files: 1 new, 0 updated, 0 unchanged, 1 failed/);
    expect(await countTenders(dataDir)).toBe(1);

    const again = ingest(dataDir, good);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/1 files: 0 new, 0 updated, 1 unchanged, 0 failed/);
  });

  it('prints file names and reasons with control characters escaped, one line per file', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
    const inputs = path.join(dataDir, 'inputs');
    mkdirSync(inputs);
    const write = (name: string, text: string): void => {
      writeFileSync(path.join(inputs, name), text);
    };
    write('clear-screen.json', '\u001b[2J\u001b[31mred\u0007\u009b6n{');
    write('evil\u001b]0;owned\u0007\nname.json', '{');
    write(
      'odd-date.json',
      JSON.stringify({ id: 'x', tenderID: 'UA-1', dateModified: '\u001b[5m' }),
    );

    const run = ingest(dataDir, inputs);
    expect(run.status).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      // eslint-disable-next-line no-control-regex -- what must never reach the terminal
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    }
    expect(lines.find((line) => line.includes('clear-screen.json'))).toMatch(
      /clear-screen\.json: invalid JSON .*\\x1b\[2J\\x1b\[31mred\\x07\\x9b6n/,
    );
    expect(lines.find((line) => line.includes('odd-date'))).toContain(
      '"dateModified" is not a date: \\x1b[5m',
    );
    expect(lines.find((line) => line.includes('name.json'))).toContain(
      'evil\\x1b]0;owned\\x07\\x0aname.json: invalid JSON',
    );
  });

  it('loads a UTF-8 file that starts with a byte order mark', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
    const file = path.join(dataDir, 'bom.json');
    const text = shippedText('cdb/tenders/UA-2024-02-28-009286-a.json');
    writeFileSync(file, `\ufeff${text}`);
    const run = ingest(dataDir, file);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/1 files: 1 new, 0 updated, 0 unchanged, 0 failed/);
    expect(await countTenders(dataDir)).toBe(1);
  });

  it('makes fresh tenders searchable and viewable on the next start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
    const base = shippedJson<{ data: object }>('cdb/tenders/UA-2023-09-08-012599-a.json');
    const fresh = {
      id: 'd'.repeat(32),
      tenderID: 'UA-2099-06-01-000042-a',
      title: 'Свіжа закупівля дронів',
    };
    const file = path.join(dataDir, 'fresh.json');
    writeFileSync(file, JSON.stringify({ data: { ...base.data, ...fresh } }));
    expect(ingest(dataDir, file).status).toBe(0);

    // What `npm start` does: open the embedded database in DATA_DIR and serve it.
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    const app = await buildApp({ db, dictionaries: await loadDictionaries(shippedDataDir) });
    try {
      const view = await app.inject({ url: `/api/tenders/${fresh.tenderID}` });
      expect(view.json<ItemResponse<Tender>>().data.title).toBe(fresh.title);
      const found = await app.inject({
        url: `/api/search/tender?text=${encodeURIComponent('дронів')}`,
      });
      expect(
        found.json<SearchResponse<{ tenderID: string }>>().data.map((hit) => hit.tenderID),
      ).toEqual([fresh.tenderID]);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('loads plans, contracts and monitorings as well, each into its table', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
    const cdb = path.join(shippedDataDir, 'cdb');
    const run = ingest(
      dataDir,
      path.join(cdb, 'plans', 'UA-P-2024-12-05-012871-a.json'),
      path.join(cdb, 'contracts', 'UA-2018-01-09-000706-a-a1.json'),
      path.join(cdb, 'monitorings'),
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/11 files: 11 new, 0 updated, 0 unchanged, 0 failed/);
    const db = await openPglite(dataDir);
    try {
      const { rows } = await db.query<{ plans: number; contracts: number; monitorings: number }>(
        `SELECT (SELECT count(*)::int FROM plans) AS plans,
                (SELECT count(*)::int FROM contracts) AS contracts,
                (SELECT count(*)::int FROM monitorings) AS monitorings`,
      );
      expect(rows[0]).toEqual({ plans: 1, contracts: 1, monitorings: 9 });
    } finally {
      await db.close();
    }
  });

  it('refuses, changing nothing, while another process holds the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
    const holder = spawn(...node(path.join(projectRoot, 'tests', 'fixtures', 'hold-database.ts')), {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('holding')) resolve();
        });
        holder.once('exit', (code) => {
          reject(new Error(`holder exited with ${String(code)}`));
        });
      });
      const run = ingest(dataDir, tenders);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`in use by process ${holder.pid}`);
      expect(run.stderr).toContain('Nothing was changed');
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => {
        holder.once('exit', resolve);
      });
    }
    // The holder died without cleaning up: its stale lock is taken over, and nothing was loaded.
    expect(await countTenders(dataDir)).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('npm run ingest (PostgreSQL)', () => {
  const postgres = backends.find((backend) => backend.name === 'PostgreSQL');
  if (!postgres) return;
  const h = useHarness(postgres);

  it('loads while the server serves, and the tender is viewable at once', async () => {
    const { rows } = await h().db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
    const file = path.join(dir, 'fresh.json');
    const fresh = { id: 'e'.repeat(32), tenderID: 'UA-2099-12-31-000009-a' };
    const base = shippedJson<{ data: object }>('cdb/tenders/UA-2023-09-08-012599-a.json');
    writeFileSync(file, JSON.stringify({ data: { ...base.data, ...fresh } }));

    const before = await h().app.inject({ url: `/api/tenders/${fresh.tenderID}` });
    expect(before.statusCode).toBe(404);
    const [command, args] = node(ingestCli);
    const run = spawnSync(command, [...args, file], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, PGOPTIONS: `-c search_path=${rows[0]?.schema ?? ''},public` },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const after = await h().app.inject({ url: `/api/tenders/${fresh.tenderID}` });
    expect(after.statusCode).toBe(200);
    expect(after.json<ItemResponse<Tender>>().data.id).toBe(fresh.id);
  });
});

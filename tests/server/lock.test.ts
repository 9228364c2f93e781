import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config.ts';
import { lockDataDir } from '../../server/db/lock.ts';

const CONTENDERS = 6;
const TRIALS = 300;

/** A separate process that takes the lock when told to and answers one line per command. */
interface Contender {
  send: (command: string) => Promise<string>;
  process: ChildProcessWithoutNullStreams;
}

const startContender = (): Contender => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'tests', 'fixtures', 'lock-contender.ts')],
    { cwd: projectRoot },
  );
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
  return {
    process: child,
    send: (command) =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write(`${command}\n`);
      }),
  };
};

/** The pid of a process that has exited: what a crashed server leaves in its lock. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid;

describe('the embedded database lock, taken by many processes at once', () => {
  let contenders: Contender[] = [];
  beforeAll(async () => {
    contenders = Array.from({ length: CONTENDERS }, startContender);
    // Each answers once it has loaded: a lock on a fresh folder is won, then released.
    for (const contender of contenders) {
      const dir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
      expect(await contender.send(`lock ${dir}`)).toBe('won');
      expect(await contender.send('release')).toBe('released');
    }
  });
  afterAll(() => {
    for (const contender of contenders) contender.process.kill();
  });

  /** The trials that did not end with exactly one winner, each as its sorted answers. */
  const failedTrials = async (staleLock: boolean): Promise<string[]> => {
    const failed: string[] = [];
    const root = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
    const stale = deadPid();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const dir = path.join(root, String(trial));
      mkdirSync(dir);
      if (staleLock) writeFileSync(path.join(dir, 'portal.lock'), String(stale));
      const answers = await Promise.all(contenders.map((c) => c.send(`lock ${dir}`)));
      const winners = contenders.filter((_, i) => answers[i] === 'won');
      if (winners.length !== 1 || answers.some((a) => a !== 'won' && a !== 'lost')) {
        failed.push(`trial ${trial}: ${answers.sort().join(', ')}`);
      }
      await Promise.all(winners.map((c) => c.send('release')));
      expect(readdirSync(dir)).toEqual([]);
    }
    return failed;
  };

  it(`has exactly one winner in each of ${TRIALS} trials with no lock file`, async () => {
    expect(await failedTrials(false)).toEqual([]);
  });

  it(`has exactly one winner in each of ${TRIALS} trials with a stale lock file`, async () => {
    expect(await failedTrials(true)).toEqual([]);
  });

  it('clears a stale lock whose takeover was cut short by a crash', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
    const [lockHolder, takeoverHolder] = [deadPid(), deadPid()];
    writeFileSync(path.join(dir, 'portal.lock'), String(lockHolder));
    writeFileSync(path.join(dir, `portal.lock.stale-${lockHolder}`), String(takeoverHolder));
    const release = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual(['portal.lock']);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });
});

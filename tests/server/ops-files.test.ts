import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, readConfig } from '../../server/config.ts';

const ops = (file: string): string => path.join(projectRoot, 'ops', file);

/** Whether `command` runs here (`--version` or `-v` answers). */
const available = (command: string, flag: string): boolean =>
  spawnSync(command, [flag], { encoding: 'utf8' }).status === 0;

const hasSystemd = available('systemd-analyze', '--version');
const hasHaproxy = available('haproxy', '-v') && available('openssl', 'version');
if (!hasSystemd) console.warn('Skipping the systemd unit check: systemd-analyze is not installed');
if (!hasHaproxy) console.warn('Skipping the HAProxy site check: haproxy or openssl is missing');

describe('the deployment files of ops/', () => {
  it.skipIf(!hasSystemd).each(['portal.service', 'portal-sync.service'])(
    '%s passes systemd-analyze verify without a warning',
    (unit) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'portal-unit-'));
      copyFileSync(ops(unit), path.join(dir, unit));
      const result = spawnSync('systemd-analyze', ['verify', `./${unit}`], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(`${result.stdout}${result.stderr}`).not.toContain(unit);
      expect(result.status).toBe(0);
    },
  );

  it.skipIf(!hasHaproxy)('haproxy.cfg passes haproxy -c with a certificate in place', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-haproxy-'));
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=portal.example',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    expect(made.status).toBe(0);
    const pem = path.join(dir, 'portal.pem');
    writeFileSync(
      pem,
      readFileSync(path.join(dir, 'cert.pem'), 'utf8') +
        readFileSync(path.join(dir, 'key.pem'), 'utf8'),
    );
    const config = path.join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      readFileSync(ops('haproxy.cfg'), 'utf8').replaceAll('/etc/haproxy/certs/portal.pem', pem),
    );
    const result = spawnSync('haproxy', ['-c', '-f', config], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/WARNING|ALERT/);
    expect(result.stdout).toMatch(/Configuration file is valid/);
    expect(result.status).toBe(0);
  });

  it('portal.env holds settings the server accepts, and the unit starts npm start’s entry', () => {
    const env = Object.fromEntries(
      readFileSync(ops('portal.env'), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const config = readConfig(env);
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, trustProxy: true });
    expect(config.metricsToken).toBeDefined();
    const unit = readFileSync(ops('portal.service'), 'utf8');
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node \/opt\/portal\/server\/start\.js$/m);
    expect(JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'))).toMatchObject({
      scripts: { start: 'exec node server/start.js' },
    });
  });
});

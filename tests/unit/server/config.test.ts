import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, readConfig } from '../../../server/config.ts';

describe('server limits from the environment', () => {
  it('has every limit by default', () => {
    expect(readConfig({}).limits).toEqual(DEFAULT_LIMITS);
  });

  it('reads each limit from its variable', () => {
    const { limits } = readConfig({
      REQUEST_TIMEOUT_MS: '5000',
      HEADERS_TIMEOUT_MS: '2000',
      KEEP_ALIVE_TIMEOUT_MS: '3000',
      IDLE_TIMEOUT_MS: '4000',
      BODY_LIMIT_BYTES: '1024',
      HEADER_LIMIT_BYTES: '8192',
      SHUTDOWN_GRACE_MS: '500',
    });
    expect(limits).toEqual({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
      keepAliveTimeoutMs: 3000,
      idleTimeoutMs: 4000,
      bodyLimitBytes: 1024,
      headerLimitBytes: 8192,
      shutdownGraceMs: 500,
    });
  });

  it.each(['0', '-1', '1.5', 'soon', '1e400'])('refuses REQUEST_TIMEOUT_MS=%s by name', (value) => {
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: value })).toThrow(
      `REQUEST_TIMEOUT_MS must be a whole number above 0, got "${value}"`,
    );
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      'HEADERS_TIMEOUT_MS must not be above REQUEST_TIMEOUT_MS',
    );
  });
});

describe('DATABASE_REPLICA_URLS', () => {
  const primary = 'postgres://portal@db1/portal';

  it('reads comma-separated replica URLs, spaces and empty entries left out', () => {
    expect(
      readConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS:
          ' postgres://portal@db2/portal, ,postgresql://portal@db3:5433/portal',
      }).replicaUrls,
    ).toEqual(['postgres://portal@db2/portal', 'postgresql://portal@db3:5433/portal']);
    expect(readConfig({ DATABASE_URL: primary }).replicaUrls).toEqual([]);
  });

  it('refuses replicas without a primary, and a URL that is not postgres://, without its password', () => {
    expect(() => readConfig({ DATABASE_REPLICA_URLS: 'postgres://portal@db2/portal' })).toThrow(
      'DATABASE_REPLICA_URLS needs DATABASE_URL',
    );
    expect(() =>
      readConfig({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: 'mysql://user:secret@db2/portal',
      }),
    ).toThrow(
      /^DATABASE_REPLICA_URLS must hold postgres:\/\/ URLs separated by commas, got "mysql:\/\/…@db2\/portal"$/,
    );
  });
});

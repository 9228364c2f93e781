import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, UpstreamError, type RetryPolicy } from '../../../../server/sync/http.ts';

const POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 5, maxDelayMs: 20, timeoutMs: 300 };

/** An upstream whose answers to a path are given in turn; the last repeats. */
describe('getJson against a failing upstream', () => {
  const scripts = new Map<string, [number, string][]>();
  const asked = new Map<string, number>();
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '';
      const count = asked.get(path) ?? 0;
      asked.set(path, count + 1);
      const script = scripts.get(path) ?? [];
      const [status, body] = script[Math.min(count, script.length - 1)] ?? [404, '{}'];
      response.writeHead(status, { 'content-type': 'application/json', 'retry-after': '0' });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(() => {
    server.close();
  });

  it('retries 5xx, 429 and a cut-off body until an answer comes', async () => {
    scripts.set('/a', [
      [503, '{}'],
      [429, '{}'],
      [200, '{"data": {"id"'],
      [200, '{"data": {"id": "a"}}'],
    ]);
    expect(await getJson(`${base}/a`, POLICY)).toEqual({ data: { id: 'a' } });
    expect(asked.get('/a')).toBe(4);
  });

  it('gives up after the policy’s attempts with an UpstreamError', async () => {
    scripts.set('/b', [[500, '{}']]);
    const failure = getJson(`${base}/b`, POLICY);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toThrow(/HTTP 500 \(gave up after 4 attempts\)$/);
    expect(asked.get('/b')).toBe(4);
  });

  it('does not retry a 4xx other than 429', async () => {
    scripts.set('/c', [[404, '{}']]);
    await expect(getJson(`${base}/c`, POLICY)).rejects.toThrow(/HTTP 404$/);
    expect(asked.get('/c')).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  createHttp,
  fromServer,
  isHttpStatus,
  isRetryable,
  retryOnce,
} from '../../../src/lib/http';

/** A server that answers every request with `status` and records what it was asked. */
function server(status: number) {
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push(new Request(input, init));
    return Promise.resolve(Response.json({ data: 'answer' }, { status }));
  };
  return { requests, http: createHttp({ prefixUrl: 'http://portal.test/api/', fetch }) };
}

describe('the HTTP client', () => {
  it('asks the API path with its query string and reads the JSON answer', async () => {
    const { http, requests } = server(200);
    await expect(
      http.post('search/tender', { searchParams: 'text=a%20b' }).json(),
    ).resolves.toEqual({ data: 'answer' });
    await http.get('stats', { searchParams: '' });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST http://portal.test/api/search/tender?text=a%20b',
      'GET http://portal.test/api/stats',
    ]);
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
    expect(requests[0]?.cache).toBe('default');
  });

  it('rejects with the status when the server answers outside 2xx; 5xx and the network are worth a retry, 4xx not', async () => {
    const missing = await server(404)
      .http.get('tenders/x')
      .json()
      .catch((error: unknown) => error);
    expect(isHttpStatus(missing, 404)).toBe(true);
    expect(String(missing)).toMatch(/404.*http:\/\/portal\.test\/api\/tenders\/x$/);
    expect(isRetryable(missing)).toBe(false);
    const failing = await server(503)
      .http.get('stats')
      .catch((error: unknown) => error);
    expect(isHttpStatus(failing, 503)).toBe(true);
    expect(isRetryable(failing)).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('asks the server itself, past the caches, when told to', async () => {
    const { http, requests } = server(200);
    await fromServer(http).get('tenders/x').json();
    await http.get('tenders/x').json();
    expect(requests.map((request) => request.cache)).toEqual(['no-cache', 'default']);
  });

  it('retries a 5xx or a network failure once, a 4xx never', async () => {
    const statuses = [503, 200];
    const asked: string[] = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      asked.push(`${request.method} ${request.url}`);
      const status = statuses.shift() ?? 404;
      return status === 0
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(Response.json({ data: status }, { status }));
    };
    const http = createHttp({ prefixUrl: 'http://portal.test/api/', fetch }).extend({
      retry: retryOnce(1),
    });
    await expect(http.post('search/tender').json()).resolves.toEqual({ data: 200 });
    expect(asked).toEqual([
      'POST http://portal.test/api/search/tender',
      'POST http://portal.test/api/search/tender',
    ]);
    statuses.push(0, 0);
    await expect(http.get('stats').json()).rejects.toThrow(TypeError);
    expect(asked).toHaveLength(4);
    await expect(http.get('tenders/x').json()).rejects.toThrow(/404/);
    expect(asked).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { backends, useHarness } from './backends.ts';
import { makeDist } from './built-client.ts';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; " +
  "object-src 'none'; worker-src 'self'; manifest-src 'self'";

/** A policy's directives in order: `;` with or without spaces separates them alike. */
const directivesOf = (policy: unknown): string[] =>
  String(policy)
    .split(';')
    .map((directive) => directive.trim());

/** Every kind of answer: page, asset, API, service worker, a page 404, an API 404, a 400, the API description. */
const ANSWERS = [
  ['/', 200],
  ['/assets/index-AbC123.js', 200],
  ['/api/tenders/UA-2024-02-28-009286-a', 200],
  ['/sw.js', 200],
  ['/this/does/not/exist', 404],
  ['/api/nothing-here', 404],
  ['/api/articles?group=Not_A_Slug', 400],
  ['/api/openapi.json', 200],
  ['/%E0%A4%A', 400],
] as const;

describe.each(backends.slice(0, 1))('security headers', (backend) => {
  const dist = makeDist();
  const h = useHarness(backend, { distDir: dist });

  it.each(ANSWERS)('are on %s (status %i)', async (url, status) => {
    const res = await h().app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(directivesOf(res.headers['content-security-policy'])).toEqual(directivesOf(CSP));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const permissions = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(permissions).toContain('interest-cohort=()');
    expect(permissions).toContain('browsing-topics=()');
    expect(permissions).not.toContain('clipboard');
    // Plain HTTP: no HSTS. No answer sets a cookie.
    expect(res.headers).not.toHaveProperty('strict-transport-security');
    expect(res.headers).not.toHaveProperty('set-cookie');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    'changes nothing: %s on the API and on pages is a JSON 404 with the headers',
    async (method) => {
      for (const url of ['/api/tenders/UA-2024-02-28-009286-a', '/api/articles/1', '/']) {
        const res = await h().app.inject({ method, url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json<{ statusCode: number }>().statusCode).toBe(404);
        expect(directivesOf(res.headers['content-security-policy'])).toEqual(directivesOf(CSP));
      }
    },
  );

  it('answers an address that does not decode with a JSON 400', async () => {
    const res = await h().app.inject({ url: '/%E0%A4%A' });
    expect(res.json<{ statusCode: number; message: string }>()).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/not a valid url/) as unknown,
    });
  });

  it('ignores X-Forwarded-Proto unless the proxy is trusted', async () => {
    const res = await h().app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers).not.toHaveProperty('strict-transport-security');
  });
});

describe.each(backends.slice(0, 1))('behind a trusted proxy (TRUST_PROXY)', (backend) => {
  const h = useHarness(backend, { distDir: makeDist(), trustProxy: true });

  it.each(['/', '/api/health', '/nothing/here'])(
    'sends HSTS on %s when the proxy says the request came over HTTPS',
    async (url) => {
      const res = await h().app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(directivesOf(res.headers['content-security-policy'])).toEqual(directivesOf(CSP));
    },
  );

  it('sends no HSTS for a request the proxy got over plain HTTP', async () => {
    const res = await h().app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(res.headers).not.toHaveProperty('strict-transport-security');
  });
});

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backends, useHarness } from './backends.ts';
import { makeDist } from './built-client.ts';

describe.each(backends.slice(0, 1))('serving the built client', (backend) => {
  const dist = makeDist();
  const h = useHarness(backend, { distDir: dist });
  const get = (url: string, headers: Record<string, string> = {}) =>
    h().app.inject({ url, headers: { accept: 'text/html', ...headers } });

  it.each([
    '/',
    '/tender/UA-2024-02-28-009286-a',
    '/search/tender',
    '/news/how-to-read-a-tender-page',
  ])('falls back to index.html for the app route %s, not cached', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves files of a rebuild made while the server runs', async () => {
    writeFileSync(path.join(dist, 'assets', 'index-New456.js'), 'console.log(2);');
    const res = await get('/assets/index-New456.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2);');
  });

  it('serves the index.html of a rebuild, its head filled in again', async () => {
    expect((await get('/news')).body).not.toContain('<!-- v2 -->');
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="uk"><head><title>Відкриті закупівлі</title></head>' +
        '<body><div id="root"></div><!-- v2 --></body></html>',
    );
    const res = await get('/news?lang=en');
    expect(res.body).toContain('<!-- v2 -->');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<title>Open Procurement</title>');
  });

  it.each(['/sw.js', '/manifest.webmanifest'])('serves %s with no-cache', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses with brotli or gzip as the browser accepts', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/^console\.log/);
    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/assets/missing-123.js', '/icons/nope.png', '/api/tenders', '/api/unknown/path'])(
    'answers a real 404 for %s, never the app shell',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
      expect(res.json<{ statusCode: number }>().statusCode).toBe(404);
    },
  );
});

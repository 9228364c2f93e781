import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressClient } from '../../server/static/precompress.ts';
import { backends, useHarness } from './backends.ts';
import { makeDist } from './built-client.ts';

describe.each(backends.slice(0, 1))('static files from their brotli and gzip copies', (backend) => {
  const dist = makeDist();
  const script = path.join(dist, 'assets', 'index-AbC123.js');
  const written = precompressClient(dist);
  const h = useHarness(backend, { distDir: dist });

  it('writes a copy of each text file over 1 KB, once', () => {
    expect(existsSync(`${script}.br`) && existsSync(`${script}.gz`)).toBe(true);
    // The icon is not text, the manifest and the worker are under 1 KB.
    expect(existsSync(path.join(dist, 'icons', 'icon-192.png.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'sw.js.br'))).toBe(false);
    expect(written).toBeGreaterThan(0);
    expect(precompressClient(dist)).toBe(0);
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'sends the copy to Accept-Encoding %s, the same bytes once decoded',
    async (accept, coding, decode) => {
      const res = await h().app.inject({
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(
        res.rawPayload.equals(readFileSync(`${script}.${coding === 'br' ? 'br' : 'gz'}`)),
      ).toBe(true);
      expect(decode(res.rawPayload).equals(readFileSync(script))).toBe(true);
    },
  );

  it('sends the file as it is to a client that accepts no coding', async () => {
    const res = await h().app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(readFileSync(script))).toBe(true);
  });
});

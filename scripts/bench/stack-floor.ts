/**
 * The floor under the Lighthouse budgets: a page as small as a page gets, rendered on the server
 * and hydrated by the owner's stack as the portal does it (react, react-dom, react-router-dom's
 * data router, i18next and react-i18next; after the first paint, React a task ahead), built by
 * Vite from stack-floor/ and served compressed (brotli, else gzip) from memory on loopback. What its
 * Lighthouse run blocks is what no page of the portal can avoid.
 */
import { readdirSync, readFileSync, rmSync, mkdtempSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import commonUk from '../../contract/locales/uk/common.json';

const ROOT = path.join(import.meta.dirname, 'stack-floor');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** What the floor page renders (main.tsx), as the server would have rendered it. */
const serverHtml = (): string => {
  const name = commonUk.appName;
  return `<main><h1>${name}</h1><p>${commonUk.documentTitle.replace('{{title}}', name)}</p></main>`;
};

const filesIn = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? filesIn(file) : [file];
  });

/** Builds the floor's page, or another page of stack-floor/ (`input`), with Vite into `outDir`. */
export const buildStackFloor = async (outDir: string, input?: string): Promise<void> => {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      ...(input ? { rollupOptions: { input: path.join(ROOT, input) } } : {}),
    },
  });
};

export const startStackFloor = async (): Promise<{ url: string; close: () => Promise<void> }> => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-stack-floor-'));
  await buildStackFloor(outDir);
  const answers = new Map<string, { type: string; br: Buffer; gzip: Buffer }>();
  for (const file of filesIn(outDir)) {
    let text = readFileSync(file, 'utf8');
    if (file.endsWith('index.html')) text = text.replace('<!--page-->', serverHtml());
    const url = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
    answers.set(url === '/index.html' ? '/' : url, {
      type: TYPES[path.extname(file)] ?? 'application/octet-stream',
      br: brotliCompressSync(text),
      gzip: gzipSync(text),
    });
  }
  rmSync(outDir, { recursive: true, force: true });
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    const encoding = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') ? 'br' : 'gzip';
    response
      .writeHead(200, { 'content-type': answer.type, 'content-encoding': encoding })
      .end(answer[encoding]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
};

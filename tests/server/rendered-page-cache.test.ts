import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageRenderer } from '../../server/static/server-render.ts';
import { builtPortal, ensurePortalBuilt } from './built-client.ts';
import { renderedAtOf } from './html-text.ts';
import { backends, useHarness } from './backends.ts';
import { ingestAsAnotherProcess } from './ingest-as-another-process.ts';
import { shippedTenderData } from '../support/shipped-cdb.ts';

const { distDir, serverRenderDir } = builtPortal;

const LARGE = 'UA-2024-01-10-005750-a';
const CHANGED = 'UA-2024-05-13-000771-a';
/** In the stage of bidding: its page counts down to the end of it. */
const BIDDING = 'UA-2023-09-08-012599-a';

const shippedTender = (tenderID: string): Record<string, unknown> =>
  shippedTenderData<Record<string, unknown>>(tenderID);

const h1Of = (html: string): string | undefined =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

beforeAll(() => {
  ensurePortalBuilt();
}, 300_000);

describe.each(backends)('rendered pages kept like API answers ($name)', (backend) => {
  const h = useHarness(backend, { distDir, serverRenderDir });
  const get = (url: string, headers: Record<string, string> = {}) =>
    h().app.inject({ url, headers });

  it('sends a page read again as it was rendered, with its ETag, and 304 for that ETag', async () => {
    const url = `/tender/${LARGE}`;
    const first = await get(url, { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(String(first.headers.vary)).toMatch(/Cookie/);
    expect(String(first.headers.vary)).toMatch(/Accept-Encoding/);
    const firstHtml = gunzipSync(first.rawPayload).toString('utf8');

    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body).toBe(firstHtml);
    expect(renderedAtOf(again.body)).toBe(renderedAtOf(firstHtml));

    const tag = String(first.headers.etag);
    const revalidated = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(tag);
  });

  it('keeps each language apart', async () => {
    const uk = await get(`/tender/${LARGE}?lang=uk`);
    const en = await get(`/tender/${LARGE}?lang=en`);
    expect(uk.body).toMatch(/<html lang="uk"/);
    expect(en.body).toMatch(/<html lang="en"/);
    expect(en.headers.etag).not.toBe(uk.headers.etag);
    const enByCookie = await get(`/tender/${LARGE}`, { cookie: 'portal-lang=en' });
    expect(enByCookie.body).toMatch(/<html lang="en"/);
  });

  it('renders a page anew once its tender changes, under a new ETag', async () => {
    const url = `/tender/${CHANGED}`;
    const before = await get(url);
    const tag = String(before.headers.etag);
    expect(h1Of(before.body)).toBe(shippedTender(CHANGED).title);
    expect((await get(url, { 'if-none-match': tag })).statusCode).toBe(304);

    const raw = shippedTender(CHANGED);
    const dateModified = new Date(Date.parse(String(raw.dateModified)) + 86_400_000).toISOString();
    await ingestAsAnotherProcess(h().db, [{ ...raw, dateModified, title: 'Оновлена назва' }]);

    // A kept page is checked against its data once a second.
    await vi.waitFor(
      async () => {
        const after = await get(url, { 'if-none-match': tag });
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(tag);
        expect(h1Of(after.body)).toBe('Оновлена назва');
      },
      { timeout: 3000, interval: 200 },
    );
  });

  it('tells which pages count down the time: a tender in bidding, not a closed one', async () => {
    const renderer = await loadPageRenderer(serverRenderDir, h().app);
    const countsDown = async (url: string) => {
      const rendered = await renderer?.renderPage(new Request(`http://portal${url}`), 'uk');
      return rendered?.kind === 'page' ? rendered.countsDown : undefined;
    };
    expect(shippedTender(BIDDING).status).toBe('active.tendering');
    expect(await countsDown(`/tender/${BIDDING}`)).toBe(true);
    expect(shippedTender(LARGE).status).toBe('complete');
    expect(await countsDown(`/tender/${LARGE}`)).toBe(false);
    expect(await countsDown('/news')).toBe(false);
  });

  it('does not keep a missing page', async () => {
    const missing = await get('/tender/UA-2000-01-01-000000-a');
    expect(missing.statusCode).toBe(404);
    const again = await get('/tender/UA-2000-01-01-000000-a', {
      'if-none-match': String(missing.headers.etag),
    });
    expect(again.statusCode).toBe(404);
  });
});

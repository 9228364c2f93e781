import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

/** The text of each page of a PDF, line by line (PDF.js's text runs, ends of line kept). */
export async function pdfPages(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
      .join('');
    pages.push(text.split('\n').map((line) => line.trim()));
  }
  await document.destroy();
  return pages;
}

/** Text without any white space: what a PDF holds whatever its line and word breaks. */
export const squeezed = (text: string): string => text.replace(/\s+/g, '');

const PDFJS_BUILD = path.resolve(import.meta.dirname, '../../node_modules/pdfjs-dist/build');
const VIEWER = 'http://pdf.viewer.test';

/**
 * The first page of a PDF as a PNG, drawn by PDF.js in a page of its own (headless Chromium
 * has no PDF viewer): how the printed document looks.
 */
export async function firstPageImage(page: Page, pdf: Buffer): Promise<Buffer> {
  await page.route(`${VIEWER}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === '') return route.fulfill({ contentType: 'text/html', body: '<canvas></canvas>' });
    if (name === 'document.pdf')
      return route.fulfill({ contentType: 'application/pdf', body: pdf });
    if (!/^pdf(\.worker)?\.mjs$/.test(name)) return route.fulfill({ status: 404 });
    return route.fulfill({
      contentType: 'text/javascript',
      body: readFileSync(path.join(PDFJS_BUILD, name)),
    });
  });
  await page.goto(`${VIEWER}/`);
  await page.evaluate(async (viewer) => {
    const pdfjs = (await import(`${viewer}/pdf.mjs`)) as PdfJs;
    pdfjs.GlobalWorkerOptions.workerSrc = `${viewer}/pdf.worker.mjs`;
    const document = await pdfjs.getDocument(`${viewer}/document.pdf`).promise;
    const first = await document.getPage(1);
    const viewport = first.getViewport({ scale: 1.5 });
    const canvas = window.document.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) throw new Error('No canvas to draw the PDF on');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await first.render({ canvasContext: context, viewport }).promise;
  }, VIEWER);
  return page.locator('canvas').screenshot();
}

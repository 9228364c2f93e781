import { request } from 'node:http';
import { dataBlockShare } from '../../contract/server-rendered.ts';

/** What a page weighs as sent: its HTML, the HTML in brotli, and the share of its data block. */
export interface PageWeight {
  htmlBytes: number;
  brotliBytes: number;
  /** The hydration data block's share of the HTML. */
  dataShare: number;
}

const get = (url: string, encoding: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': encoding } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        resolve(Buffer.concat(chunks));
      });
      answer.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });

export async function pageWeight(url: string): Promise<PageWeight> {
  const html = await get(url, 'identity');
  const brotli = await get(url, 'br');
  return {
    htmlBytes: html.length,
    brotliBytes: brotli.length,
    dataShare: dataBlockShare(html.toString('utf8')),
  };
}

import type { FastifyInstance } from 'fastify';
import { paths } from '../contract/routes/paths.ts';

/** The pages every visit starts from, in both languages. */
const FIRST_PAGES = ['/', '/search/tender', '/news'];

export interface WarmedUp {
  /** The addresses asked for, each once. */
  requests: number;
  /** Those answered with a status other than 200. */
  failed: number;
  ms: number;
}

const tenderIdsOf = (answer: unknown): string[] => {
  const data = (answer as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data)) return [];
  return data
    .map((row) => (row as { tenderID?: unknown }).tenderID)
    .filter((id): id is string => typeof id === 'string');
};

/**
 * Asks a server process, before it takes any request, for what its first visitors will: home,
 * search and news, and the pages of the tenders the search shows first (whose rendering reads
 * their API answers), in Ukrainian and English. A process just started runs its code unoptimised
 * and has an empty page cache: under 200 requests a second, such a first minute queued for
 * seconds. The pages rendered here stay in the page cache. `tenders` is how many tenders' pages
 * (0: the first pages only). Never throws: a page that fails is counted, and the process serves.
 */
export async function warmUp(app: FastifyInstance, tenders: number): Promise<WarmedUp> {
  const started = performance.now();
  let requests = 0;
  let failed = 0;
  const get = async (url: string): Promise<unknown> => {
    requests += 1;
    const api = url.startsWith('/api/');
    // Pages as browsers ask for them, so that their brotli bytes are kept too.
    const headers = api ? {} : { 'accept-encoding': 'br, gzip' };
    const answer = await app.inject({ method: 'GET', url, headers }).catch(() => undefined);
    if (answer?.statusCode !== 200) {
      failed += 1;
      return undefined;
    }
    return api ? answer.json() : undefined;
  };
  const ids = tenderIdsOf(await get('/api/search/tender')).slice(0, tenders);
  const addresses = [...FIRST_PAGES, ...ids.map((id) => paths.tender(id))];
  for (const lang of ['uk', 'en']) {
    for (const address of addresses) {
      await get(lang === 'uk' ? address : `${address}?lang=en`);
    }
  }
  return { requests, failed, ms: performance.now() - started };
}

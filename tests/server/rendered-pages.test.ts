import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../../server/build-client.ts';
import { projectRoot } from '../../server/config.ts';
import { formatMoney } from '../../src/lib/format/money.ts';
import { backends, useHarness } from './backends.ts';
import { shippedCdb } from './shipped-objects.ts';

const distDir = path.join(projectRoot, 'dist');
const serverRenderDir = path.join(projectRoot, 'dist-ssr');

interface Money {
  amount: number;
  currency?: string;
}

interface ShippedTender {
  id: string;
  tenderID: string;
  title: string;
  value?: Money;
  procuringEntity: { identifier?: { id: string } };
  documents?: { title: string }[];
  bids?: { status?: string; value?: Money; lotValues?: { value?: Money }[] }[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' };

/** What a reader sees of some HTML: its text, entities decoded, white space collapsed. */
const textOf = (html: string): string =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (entity, hex, dec, name) => {
      if (hex) return String.fromCodePoint(parseInt(hex as string, 16));
      if (dec) return String.fromCodePoint(Number(dec));
      return ENTITIES[name as string] ?? entity;
    })
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The prices of the bids a reader sees: withdrawn and draft bids are not listed. */
const bidPrices = (tender: ShippedTender): Money[] =>
  (tender.bids ?? [])
    .filter((bid) => bid.status !== 'deleted' && bid.status !== 'draft')
    .flatMap((bid) => [bid.value, ...(bid.lotValues ?? []).map((lot) => lot.value)])
    .filter((value): value is Money => typeof value?.amount === 'number');

const tenders = shippedCdb('tenders') as unknown as ShippedTender[];

beforeAll(() => {
  ensureClientBuilt(distDir, serverRenderDir);
}, 300_000);

describe.each(backends)('a tender page rendered on the server ($name)', (backend) => {
  const harness = useHarness(backend, { distDir, serverRenderDir });

  it.each(tenders.map((tender) => [tender.tenderID, tender] as const))(
    '%s: title, buyer, value, first document and every bid price are in the HTML',
    async (_id, tender) => {
      const answer = await harness().app.inject({ url: `/tender/${tender.id}` });
      expect(answer.statusCode).toBe(200);
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(answer.body)?.[1] ?? '';
      expect(textOf(h1)).toBe(collapse(tender.title));
      const text = textOf(answer.body);
      const edrpou = tender.procuringEntity.identifier?.id;
      if (edrpou) expect(text).toContain(edrpou);
      if (tender.value) expect(text).toContain(formatMoney(tender.value, 'uk'));
      const [firstDocument] = tender.documents ?? [];
      if (firstDocument) expect(text).toContain(collapse(firstDocument.title));
      for (const price of bidPrices(tender)) expect(text).toContain(formatMoney(price, 'uk'));
    },
  );
});

import { beforeAll, describe, expect, it } from 'vitest';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { EXAMPLE_TENDERS } from '../../src/app/route-examples.ts';
import tenderComplaintsEn from '../../contract/locales/en/tenderComplaints.json' with { type: 'json' };
import tenderContractsEn from '../../contract/locales/en/tenderContracts.json' with { type: 'json' };
import tenderLotsEn from '../../contract/locales/en/tenderLots.json' with { type: 'json' };
import tenderMonitoringsEn from '../../contract/locales/en/tenderMonitorings.json' with { type: 'json' };
import tenderQuestionsEn from '../../contract/locales/en/tenderQuestions.json' with { type: 'json' };
import { builtPortal, ensurePortalBuilt } from './built-client.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDataDir } from '../support/shipped-data.ts';
import { textOf } from './html-text.ts';
import { shippedCdb } from '../support/shipped-cdb.ts';

const { distDir, serverRenderDir } = builtPortal;

interface ShippedTender {
  id: string;
  tenderID: string;
  items: { description: string }[];
  documents: { title: string }[];
  bids: { documents?: { title: string }[] }[];
}

const ID = EXAMPLE_TENDERS.large;
const TENDER = (shippedCdb('tenders') as unknown as ShippedTender[]).find(
  (tender) => tender.tenderID === ID,
);

/** What a reader sees of some HTML, without any white space (texts keep their line breaks). */
const squeezedText = (html: string): string => textOf(html).replace(/\s+/g, '');

const squeezed = (text: string): string => text.replace(/\s+/g, '');

beforeAll(() => {
  ensurePortalBuilt();
}, 300_000);

describe.each(backends)(
  'the tender printed and exported, rendered on the server ($name)',
  (backend) => {
    const harness = useHarness(backend, {
      distDir,
      serverRenderDir,
      load: (db) => seedFromShippedData(db, shippedDataDir),
    });
    const page = (url: string) => harness().app.inject({ url });

    it('the whole tender to print holds every tab and everything a reader would open', async () => {
      if (!TENDER) throw new Error(`${ID} is not shipped`);
      const answer = await page(`/tender/${ID}/print?lang=en`);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.match(/<h1\b/g)).toHaveLength(1);
      const text = squeezedText(answer.body);
      for (const title of [
        tenderQuestionsEn.questions.title,
        tenderComplaintsEn.empty,
        tenderMonitoringsEn.title,
        tenderContractsEn.title,
        tenderLotsEn.title,
      ]) {
        expect(text).toContain(squeezed(title));
      }
      expect(text).toContain(`${ID}-c1`);
      for (const item of TENDER.items) expect(text).toContain(squeezed(item.description));
      // Each document by its title, but a signature (`sign.p7s`), which its list's line of
      // service files names by its kind.
      const named = (document: { title: string }) => document.title !== 'sign.p7s';
      for (const document of TENDER.documents.filter(named)) {
        expect(text).toContain(squeezed(document.title));
      }
      // A bid's 81 documents are all there: the page shows a long list's newest few until asked.
      const bidDocuments = TENDER.bids.flatMap((bid) => bid.documents ?? []);
      expect(bidDocuments.length).toBeGreaterThan(100);
      for (const document of bidDocuments.filter(named)) {
        expect(text).toContain(squeezed(document.title));
      }
      expect(text).toContain(squeezed('Service files'));
    });

    it('the tender page links its OCDS package, its print version, on this origin', async () => {
      const { body } = await page(`/tender/${ID}`);
      expect(body).toContain(
        `<a href="/api/tenders/${ID}/ocds?lang=uk" download="${ID}.ocds.json">`,
      );
      expect(body).toContain(`<a href="/tender/${ID}/print"`);
    });

    it('a tender search links its CSV and OCDS exports with its filters and language; a plan search only the CSV', async () => {
      const { body } = await page('/search/tender?status[0]=complete');
      expect(body).toContain('href="/api/search/tender.csv?status[0]=complete&amp;lang=uk"');
      expect(body).toContain('href="/api/search/tender.ocds.jsonl?status[0]=complete&amp;lang=uk"');
      const plans = (await page('/search/plan?lang=en')).body;
      expect(plans).toContain('href="/api/search/plan.csv?lang=en"');
      expect(plans).not.toContain('ocds');
    });
  },
);

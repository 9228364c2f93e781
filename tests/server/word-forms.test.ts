import { describe, expect, it } from 'vitest';
import { backends, searchTenders, useHarness } from './backends.ts';
import { shippedTenders } from '../support/shipped-cdb.ts';
import type { RawTender } from './search-shipped.ts';
import { FORMS_QUERIES } from './word-forms-queries.ts';

const tenders = shippedTenders<RawTender>();
const real = tenders.filter((tender) => tender.mode !== 'test');
const idOf = new Map(real.map((tender) => [tender.tenderID, tender.id]));

/** Recall in the first 100 results, over the whole test set. */
const MIN_RECALL = 0.95;

describe.each(backends)('word forms: the test set of real queries, $name', (backend) => {
  const h = useHarness(backend);

  it('holds 60 queries or more, each for a real shipped tender', () => {
    expect(FORMS_QUERIES.length).toBeGreaterThanOrEqual(60);
    for (const query of FORMS_QUERIES)
      expect(idOf.get(query.tenderID), query.tenderID).toBeDefined();
  });

  it(`finds the tender of at least ${MIN_RECALL * 100} % of them in the first 100 results, none matching more than a quarter of the tenders`, async () => {
    const missed: string[] = [];
    for (const { text, tenderID } of FORMS_QUERIES) {
      const answer = await searchTenders(
        h().app,
        `per_page=100&sort_by=relevance&text=${encodeURIComponent(text)}`,
      );
      expect(answer.total, text).toBeLessThanOrEqual(real.length / 4);
      if (!answer.data.some((hit) => hit.id === idOf.get(tenderID))) missed.push(text);
    }
    const recall = 1 - missed.length / FORMS_QUERIES.length;
    expect(recall, `missed: ${missed.join('; ')}`).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});

import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../contract/api.ts';
import { upsertTenders } from '../../server/ingest/upsert-tenders.ts';
import type { CdbTender } from '../../server/ingest/cdb.ts';
import { seedFromShippedData } from '../../server/ingest/seed.ts';
import { fetchFeed, HOSTILE_TITLE, ORIGIN, shownText } from './atom-feed.ts';
import { backends, useHarness } from './backends.ts';
import { shippedDataDir } from '../support/shipped-data.ts';
import { shippedTenderData } from '../support/shipped-cdb.ts';

/** A real tender with a question answered, awards decided, contracts and nine documents. */
const TENDER = 'UA-2024-01-10-005750-a';
const cdb = shippedTenderData<
  CdbTender & {
    questions: { title: string; date: string; dateAnswered: string }[];
    documents: { id: string; title: string; datePublished: string }[];
    awards: { id: string; status: string; date: string; suppliers: { name: string }[] }[];
    contracts: { id: string; status: string; dateSigned?: string; suppliers: { name: string }[] }[];
  }
>(TENDER);
const hostile: CdbTender = {
  ...cdb,
  id: 'fe5d0000000000000000000000000002',
  tenderID: 'UA-2099-10-10-000002-a',
  title: HOSTILE_TITLE,
  questions: [{ ...cdb.questions[0], id: 'q-hostile', title: HOSTILE_TITLE }],
  dateModified: '2099-10-10T10:00:00+03:00',
};

describe.each(backends)('GET /feeds/tender/:id.atom, $name', (backend) => {
  const h = useHarness(backend, {
    load: async (db) => {
      await seedFromShippedData(db, shippedDataDir);
      await db.transaction((tx) => upsertTenders(tx, [hostile]));
    },
  });
  const feed = (path: string) => fetchFeed(h().app, path);
  const page = `${ORIGIN}/tender/${TENDER}`;

  it("tells the tender's story newest first, each entry dated, with a stable id and its tab", async () => {
    const parsed = await feed(`/feeds/tender/${TENDER}.atom`);
    expect(parsed.links).toContainEqual({ rel: 'alternate', href: page });
    const byTitle = new Map(parsed.entries.map((entry) => [shownText(entry.title), entry]));
    const [question] = cdb.questions;
    const asked = byTitle.get(`Нове запитання: ${question?.title ?? ''}`);
    expect(asked?.updated && Date.parse(asked.updated)).toBe(Date.parse(question?.date ?? ''));
    expect(asked?.links).toEqual([{ rel: null, href: `${page}/questions` }]);
    const answered = byTitle.get(`Відповідь на запитання: ${question?.title ?? ''}`);
    expect(answered?.updated && Date.parse(answered.updated)).toBe(
      Date.parse(question?.dateAnswered ?? ''),
    );
    const winner = cdb.awards.find((award) => award.status === 'active');
    const chosen = byTitle.get(`Визначено переможця: ${winner?.suppliers[0]?.name ?? ''}`);
    expect(chosen?.id).toBe(`${page}#award-${winner?.id ?? ''}`);
    expect(chosen?.updated && Date.parse(chosen.updated)).toBe(Date.parse(winner?.date ?? ''));
    expect(byTitle.has(`Відхилено пропозицію: ${cdb.awards[1]?.suppliers[0]?.name ?? ''}`)).toBe(
      true,
    );
    // The cancelled award and contract tell nothing; the signed contract does, on its tab.
    const signed = cdb.contracts.find((contract) => contract.status === 'active');
    const contract = parsed.entries.find(
      (entry) => entry.id === `${page}#contract-${signed?.id ?? ''}`,
    );
    expect(contract?.links).toEqual([{ rel: null, href: `${page}/contracts` }]);
    // Each document once, by its first publication.
    const documents = parsed.entries.filter((entry) => entry.id?.includes('#document-'));
    expect(documents).toHaveLength(new Set(cdb.documents.map((document) => document.id)).size);

    const times = parsed.entries.map((entry) => Date.parse(entry.updated ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(parsed.entries.map((entry) => entry.id)).size).toBe(parsed.entries.length);
    // The same tender by its internal id is the same feed.
    expect((await feed(`/feeds/tender/${cdb.id}.atom`)).entries).toEqual(parsed.entries);
  });

  it('writes English with ?lang=en, linking the English pages', async () => {
    const parsed = await feed(`/feeds/tender/${TENDER}.atom?lang=en`);
    expect(parsed.title).toBe(`${TENDER}: ${String(cdb.title_en ?? cdb.title)} — Prozorro`);
    expect(parsed.entries.length).toBeGreaterThan(0);
    for (const entry of parsed.entries) {
      expect(entry.links[0]?.href).toMatch(/\?lang=en$/);
      expect(shownText(entry.title)).not.toMatch(/[а-яії]+:/i);
    }
  });

  it('shows upstream text as text: markup in a title is neither run nor able to end the feed', async () => {
    const parsed = await feed(`/feeds/tender/${hostile.tenderID}.atom`);
    expect(parsed.title).toBe(`${hostile.tenderID}: ${HOSTILE_TITLE} — Prozorro`);
    expect(parsed.entries.map((entry) => shownText(entry.title))).toContain(
      `Нове запитання: ${HOSTILE_TITLE}`,
    );
  });

  it.each([
    ['/feeds/tender/UA-2000-01-01-000000-a.atom', 404],
    [`/feeds/tender/${TENDER}`, 404],
    [`/feeds/tender/${TENDER}.atom?lang=de`, 400],
  ])('%s: %i JSON', async (url, status) => {
    const res = await h().app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.json<ApiError>().statusCode).toBe(status);
  });
});

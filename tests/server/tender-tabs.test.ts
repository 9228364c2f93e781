import { describe, expect, it } from 'vitest';
import type { ApiError, ItemResponse } from '../../contract/api.ts';
import type { Tender } from '../../contract/tender.ts';
import type {
  TenderAgreementsAnswer,
  TenderComplaintsAnswer,
  TenderMonitoringsAnswer,
  TenderQuestionsAnswer,
} from '../../contract/tender-tabs.ts';
import { backends, useHarness } from './backends.ts';
import { shippedCdbData } from '../support/shipped-cdb.ts';

const raw = (folder: string, file: string) => shippedCdbData<Record<string, unknown>>(folder, file);

/** Real tenders with what each tab shows (see the shipped JSON). */
const WITH_QUESTIONS = 'UA-2026-01-23-016364-a'; // 7 questions
const WITH_AWARD_COMPLAINTS = 'UA-2024-01-10-005750-a'; // 4 award complaints with objections
const WITH_CLAIM = 'UA-2022-05-05-000416'; // a tender claim and a cancellation complaint
const WITH_CONTRACTS = 'e24cf829a87b40059a5c4389cfbeb831'; // 3 contracting-API contracts
const CFA_TENDER = 'abbc9a0c6f034659b3b28397ceceaac1'; // a framework agreement from the agreements API
const MONITORING = raw('monitorings', 'UA-M-2023-07-03-000093.json');

describe.each(backends)('tender tabs on $name', (backend) => {
  const h = useHarness(backend);
  const get = async <T>(url: string) => {
    const res = await h().app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    return res.json<T>();
  };

  it('questions: every question with its answer state, and the claims', async () => {
    const { data } = await get<TenderQuestionsAnswer>(`/api/tenders/${WITH_QUESTIONS}/questions`);
    const questions = (raw('tenders', `${WITH_QUESTIONS}.json`).questions ?? []) as {
      id: string;
      answer?: string;
    }[];
    expect(data.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(data.questions.map((q) => q.status)).toEqual(
      questions.map((q) => (q.answer ? 'has_answer' : 'no_answer')),
    );
    expect(data.claims).toEqual([]);

    const claims = await get<TenderQuestionsAnswer>(`/api/tenders/${WITH_CLAIM}/questions`);
    expect(claims.data.questions).toEqual([]);
    expect(claims.data.claims.map((c) => c.type)).toEqual(['claim']);
  });

  it('complaints: split by what they are about, with objections', async () => {
    const { data } = await get<TenderComplaintsAnswer>(
      `/api/tenders/${WITH_AWARD_COMPLAINTS}/complaints`,
    );
    expect(data.tenderComplaints).toEqual([]);
    expect(data.qualificationComplaints).toEqual([]);
    expect(data.cancellationComplaints).toEqual([]);
    expect(data.awardComplaints).toHaveLength(4);
    expect(data.awardComplaints.map((c) => c.complaintID)).toContain('UA-2024-01-10-005750-a.a1');
    expect(data.awardComplaints.some((c) => c.objections.length > 0)).toBe(true);

    const other = await get<TenderComplaintsAnswer>(`/api/tenders/${WITH_CLAIM}/complaints`);
    expect(other.data.cancellationComplaints).toHaveLength(1);
    expect(other.data.tenderComplaints).toEqual([]);
  });

  it('agreements: contracting-API contracts joined by tender_id, counted on the tender', async () => {
    const { data } = await get<TenderAgreementsAnswer>(`/api/tenders/${WITH_CONTRACTS}/agreements`);
    const contracting = data.contracts.filter((c) => c.source === 'contracting');
    expect(contracting.map((c) => c.id).sort()).toEqual([
      '37d2cea7a3564774858ad5c8681f57b1',
      '38891909c9274c02b0bdca60fa5d2260',
      'd71a69be5f1a437abf5134881f4c4b98',
    ]);
    const withChanges = contracting.find((c) => c.id === '38891909c9274c02b0bdca60fa5d2260');
    expect(withChanges?.changes).toHaveLength(2);
    expect(new Set(data.contracts.map((c) => c.id)).size).toBe(data.contracts.length);

    const tender = await get<ItemResponse<Tender>>(`/api/tenders/${WITH_CONTRACTS}`);
    expect(tender.data.tabCounters.agreements).toBe(data.agreements.length + data.contracts.length);

    const cfa = await get<TenderAgreementsAnswer>(`/api/tenders/${CFA_TENDER}/agreements`);
    const agreement = cfa.data.agreements.find((a) => a.id === '8887db77f71c4a0496b39ac2c4eea78c');
    expect(agreement?.status).toBe('terminated');
    expect(agreement?.changes).toHaveLength(1);
  });

  it('monitorings: joined by tender_id, even when the tender itself is not loaded', async () => {
    const { data } = await get<TenderMonitoringsAnswer>(
      `/api/tenders/${String(MONITORING.tender_id)}/monitorings`,
    );
    expect(data.map((m) => m.monitoring_id)).toEqual(['UA-M-2023-07-03-000093']);
    const [monitoring] = data;
    expect(monitoring?.conclusion?.violationType).toEqual([
      'corruptionBiddingDocuments',
      'corruptionAwarded',
    ]);
    expect(monitoring?.proceedings.length).toBeGreaterThan(0);
    const empty = await get<TenderMonitoringsAnswer>(`/api/tenders/${WITH_QUESTIONS}/monitorings`);
    expect(empty.data).toEqual([]);
  });

  it.each(['questions', 'complaints', 'agreements', 'monitorings'])(
    '%s: 404 JSON for an unknown or malformed tender id',
    async (tab) => {
      for (const id of ['UA-2099-01-01-000000-a', "x' OR '1'='1", 'a'.repeat(200)]) {
        const res = await h().app.inject({ url: `/api/tenders/${encodeURIComponent(id)}/${tab}` });
        expect(res.statusCode).toBe(404);
        const body = res.json<ApiError>();
        expect(body.statusCode).toBe(404);
        expect(body.error).toBe('Not Found');
        expect(body.message).toMatch(/not found/);
      }
    },
  );
});

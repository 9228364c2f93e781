import { describe, expect, it } from 'vitest';
import { cdbObjectsIn } from '../../../../server/ingest/cdb.ts';
import { toContract } from '../../../../server/ingest/transform/tabs/agreements.ts';
import { toComplaintsTab } from '../../../../server/ingest/transform/tabs/complaints.ts';
import { toMonitoring } from '../../../../server/ingest/transform/tabs/monitorings.ts';
import { toQuestionsTab } from '../../../../server/ingest/transform/tabs/questions.ts';
import { shippedCdbTenderFiles } from '../../../support/shipped-cdb.ts';
import { list } from './cdb-json.ts';
import { shippedFiles } from '../../../support/shipped-data.ts';

const tenders = shippedCdbTenderFiles();
const allComplaints = (cdb: unknown) => [
  ...list(cdb, 'complaints'),
  ...['awards', 'qualifications', 'cancellations'].flatMap((key) =>
    list(cdb, key).flatMap((owner) => list(owner, 'complaints')),
  ),
];

describe('questions and complaints tabs on every shipped tender', () => {
  it.each(tenders)('$file: every question, claim and complaint once', ({ cdb }) => {
    const questions = toQuestionsTab(cdb);
    const complaints = toComplaintsTab(cdb);
    expect(questions.questions.map((q) => q.id)).toEqual(list(cdb, 'questions').map((q) => q.id));
    for (const question of questions.questions) {
      expect(question.status).toBe(question.answer?.trim() ? 'has_answer' : 'no_answer');
    }
    const shown = [...questions.claims, ...Object.values(complaints).flat()];
    expect(shown.map((c) => c.id).sort()).toEqual(
      allComplaints(cdb)
        .map((c) => c.id)
        .sort(),
    );
    expect(questions.claims.every((c) => c.type === 'claim')).toBe(true);
    const awardIds = new Set(list(cdb, 'awards').map((a) => a.id));
    for (const complaint of complaints.awardComplaints) {
      expect(complaint.type).toBe('complaint');
      expect(awardIds.has(complaint.relatedObjectId)).toBe(true);
    }
  });

  it('keeps objections with their arguments and remedies (UA-2024-01-10-005750-a)', () => {
    const found = tenders.find(({ cdb }) => cdb.tenderID === 'UA-2024-01-10-005750-a');
    const tab = toComplaintsTab(found?.cdb ?? {});
    const raw = list(found?.cdb, 'awards').flatMap((a) => list(a, 'complaints'));
    expect(tab.awardComplaints).toHaveLength(4);
    const [first] = tab.awardComplaints;
    const rawFirst = raw.find((c) => c.id === first?.id);
    expect(first?.objections.map((o) => o.id)).toEqual(
      list(rawFirst, 'objections').map((o) => o.id),
    );
    expect(first?.complainant?.identifier.id).toBe('43012009');
    expect(first?.contactPoint?.email).toBe('fat-32-2@ukr.net');
  });

  it('files a claim under questions and a cancellation complaint (UA-2022-05-05-000416)', () => {
    const found = tenders.find(({ cdb }) => cdb.tenderID === 'UA-2022-05-05-000416');
    expect(toQuestionsTab(found?.cdb ?? {}).claims).toHaveLength(1);
    const complaints = toComplaintsTab(found?.cdb ?? {});
    expect(complaints.cancellationComplaints).toHaveLength(1);
    expect(complaints.tenderComplaints).toHaveLength(0);
  });
});

describe('monitorings and contracts of the shipped data', () => {
  it.each(shippedFiles('cdb/monitorings'))(
    '$file: the monitoring in the portal shape',
    ({ json }) => {
      const [object] = cdbObjectsIn(json, { catalogue: false });
      expect(object?.kind).toBe('monitoring');
      const raw = object?.data ?? {};
      const monitoring = toMonitoring(raw);
      expect(monitoring.monitoring_id).toBe(raw.monitoring_id);
      expect(monitoring.tender_id).toBe(raw.tender_id);
      expect(monitoring.posts).toHaveLength(list(raw, 'posts').length);
      expect(monitoring.proceedings).toHaveLength(
        (raw.appeal ? 1 : 0) + list(raw, 'liabilities').length,
      );
      // The posts' author (monitoring_owner, tender_owner) says who asked and who answered.
      expect(JSON.stringify(monitoring)).not.toMatch(/"(owner|tender_owner)":/);
    },
  );

  it.each(shippedFiles('cdb/contracts'))('$file: the contract in the portal shape', ({ json }) => {
    const [object] = cdbObjectsIn(json, { catalogue: false });
    expect(object?.kind).toBe('contract');
    const raw = object?.data ?? {};
    const contract = toContract(raw, 'contracting');
    expect(contract.changes).toHaveLength(list(raw, 'changes').length);
    expect(contract.suppliers).toHaveLength(list(raw, 'suppliers').length);
    expect(contract.status).toBe(raw.status);
  });
});

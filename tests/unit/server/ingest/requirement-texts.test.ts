import { describe, expect, it } from 'vitest';
import { requirementTexts, withTenderTexts } from '../../../../contract/requirement-texts.ts';
import type { RequirementResponse } from '../../../../contract/criteria.ts';
import type { Bid } from '../../../../contract/tender.ts';
import { toPortalTender } from '../../../../server/ingest/transform/tender.ts';
import { shippedCdbTender, shippedCdbTenderFiles } from '../../../support/shipped-cdb.ts';

interface UpstreamResponse {
  id?: string;
  requirement?: { id?: string; title?: string };
}
interface UpstreamCriterion {
  title?: string;
  requirementGroups?: { requirements?: { id?: string }[] }[];
}

/** What upstream says of each response: its requirement's title and its criterion's title. */
function upstreamTexts(cdb: Record<string, unknown>): Map<string, [string, string]> {
  const criterionOf = new Map<string, string>();
  for (const criterion of (cdb.criteria ?? []) as UpstreamCriterion[]) {
    for (const group of criterion.requirementGroups ?? []) {
      for (const requirement of group.requirements ?? []) {
        criterionOf.set(requirement.id ?? '', criterion.title ?? '');
      }
    }
  }
  const texts = new Map<string, [string, string]>();
  for (const bid of (cdb.bids ?? []) as {
    id?: string;
    requirementResponses?: UpstreamResponse[];
  }[]) {
    for (const response of bid.requirementResponses ?? []) {
      const requirementId = response.requirement?.id ?? '';
      texts.set(`${bid.id ?? ''}/${response.id ?? ''}`, [
        criterionOf.get(requirementId) ?? '',
        response.requirement?.title ?? '',
      ]);
    }
  }
  return texts;
}

/** Every response of the bid, of every kind. */
function responsesOf(bid: Bid | undefined): RequirementResponse[] {
  if (!bid) return [];
  const of = bid.requirementResponses;
  return [
    ...of.language,
    ...of.bidGuarantee,
    ...of.contractGuarantee,
    ...of.lifeCycleCost,
    ...of.exclusion,
    ...of.technicalFeatures,
    ...of.other,
  ];
}

describe("a bid's responses and the tender's texts", () => {
  it('every shipped response gets back both texts upstream gave it', () => {
    let responses = 0;
    let stored = 0;
    for (const { cdb } of shippedCdbTenderFiles()) {
      const tender = toPortalTender(cdb);
      const upstream = upstreamTexts(cdb);
      const texts = requirementTexts(tender);
      for (const bid of tender.bids) {
        for (const response of responsesOf(bid)) {
          responses += 1;
          if (response.criterionTitle !== undefined) stored += 1;
          if (response.requirement.title !== undefined) stored += 1;
          const restored = withTenderTexts(response, texts);
          expect([restored.criterionTitle, restored.requirement.title]).toEqual(
            upstream.get(`${bid.id}/${response.id}`),
          );
        }
      }
    }
    // The shipped bids give hundreds of responses; few of their texts differ from the tender's.
    expect(responses).toBeGreaterThan(500);
    expect(stored / (2 * responses)).toBeLessThan(0.1);
  });

  it('a response whose requirement the tender words otherwise keeps its own title', () => {
    const tender = toPortalTender(shippedCdbTender('UA-2024-01-10-005750-a'));
    const texts = requirementTexts(tender);
    const [response] = responsesOf(tender.bids[0]);
    if (!response) throw new Error('no response');
    const tenderTitle = texts.get(response.requirement.id)?.title;
    expect(tenderTitle).toBeTruthy();
    expect(response.requirement.title).toBeUndefined();
    const own = withTenderTexts(
      { ...response, requirement: { ...response.requirement, title: 'Інакше' } },
      texts,
    );
    expect(own.requirement.title).toBe('Інакше');
    expect(withTenderTexts(response, new Map()).requirement.title).toBe('');
  });
});

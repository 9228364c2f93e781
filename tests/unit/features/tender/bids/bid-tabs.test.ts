import { describe, expect, it } from 'vitest';
import type { Tender } from '../../../../../contract/tender';
import { toBlacklistView } from '../../../../../src/features/tender/model/bids/bid-antimonopoly';
import { toResponseGroups } from '../../../../../src/features/tender/model/bids/bid-responses';
import { bidTabs, tabResponses } from '../../../../../src/features/tender/model/bids/bid-tabs';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../../support/shipped-cdb';
import { bidsContext } from './bids-context';

interface CdbResponse {
  requirement?: { id?: string; title?: string };
  classification?: { id?: string };
  value?: unknown;
  values?: unknown[];
  evidences?: unknown[];
}
interface CdbCriterion {
  classification?: { id?: string };
  requirementGroups?: { requirements?: { id: string }[] }[];
}

/** Each response's criterion classification, by the response's requirement id (as CDB links them). */
function responseKinds(id: string, bidId: string): string[] {
  const cdb = shippedCdbTender(id);
  const byRequirement = new Map<string, string>();
  for (const criterion of (cdb.criteria as CdbCriterion[] | undefined) ?? []) {
    for (const group of criterion.requirementGroups ?? []) {
      for (const requirement of group.requirements ?? []) {
        byRequirement.set(requirement.id, criterion.classification?.id ?? '');
      }
    }
  }
  const bid = (cdb.bids as { id: string; requirementResponses?: CdbResponse[] }[]).find(
    (entry) => entry.id === bidId,
  );
  return (bid?.requirementResponses ?? []).map(
    (response) =>
      response.classification?.id ?? byRequirement.get(response.requirement?.id ?? '') ?? '',
  );
}

const OTHER = [
  'CRITERION.OTHER.BID.LANGUAGE',
  'CRITERION.OTHER.BID.GUARANTEE',
  'CRITERION.OTHER.CONTRACT.GUARANTEE',
  'CRITERION.OTHER.LIFE_CYCLE_COST',
];
const TECHNICAL = 'CRITERION.OTHER.SUBJECT_OF_PROCUREMENT.TECHNICAL_FEATURES';

const bidsOf = (id: string) => shippedTender(id).bids.filter((bid) => bid.status !== 'deleted');
const WITH_RESPONSES = shippedTenderIDs().filter((id) =>
  bidsOf(id).some((bid) => responseKinds(id, bid.id).length > 0),
);

describe('tabs of a bid', () => {
  it('has real bids that answered requirements', () => {
    expect(WITH_RESPONSES.length).toBeGreaterThanOrEqual(8);
  });

  it.each(WITH_RESPONSES)('%s shows each tab exactly when the bid answered its criteria', (id) => {
    for (const bid of bidsOf(id)) {
      const kinds = responseKinds(id, bid.id);
      const tabs = bidTabs(bid);
      expect(tabs[0]).toBe('offer');
      expect(tabs.includes('exclusion')).toBe(
        kinds.some((k) => k.startsWith('CRITERION.EXCLUSION')),
      );
      expect(tabs.includes('technical')).toBe(kinds.includes(TECHNICAL));
      // Other requirements: the four kinds the spec names, and any criterion it does not.
      expect(tabs.includes('other')).toBe(
        kinds.some((k) => !k.startsWith('CRITERION.EXCLUSION') && k !== TECHNICAL),
      );
      expect(tabResponses(bid, 'other').length).toBeGreaterThanOrEqual(
        kinds.filter((k) => OTHER.includes(k)).length,
      );
      expect(tabs.includes('antimonopoly')).toBe(false);
      const answered = ['exclusion', 'technical', 'other'] as const;
      expect(answered.reduce((sum, tab) => sum + tabResponses(bid, tab).length, 0)).toBe(
        kinds.length,
      );
    }
  });

  it.each(WITH_RESPONSES)(
    '%s writes a yes-or-no answer as words, however the platform sent it',
    (id) => {
      for (const lang of ['uk', 'en'] as const) {
        for (const bid of bidsOf(id)) {
          const answers = (['exclusion', 'technical', 'other'] as const).flatMap((tab) =>
            toResponseGroups(tabResponses(bid, tab), bidsContext(lang), shippedTender(id)).flatMap(
              (group) => group.responses.map((response) => response.value),
            ),
          );
          expect(answers.filter((answer) => /^(true|false)$/i.test(answer.trim()))).toEqual([]);
        }
      }
    },
  );

  it('lists the answers by criterion with the requirement, the value and the evidence', () => {
    const id = 'UA-2024-02-28-009286-a';
    const [bid] = bidsOf(id);
    if (!bid) throw new Error('no bid');
    const groups = toResponseGroups(
      tabResponses(bid, 'exclusion'),
      bidsContext('uk'),
      shippedTender(id),
    );
    const responses = groups.flatMap((group) => group.responses);
    expect(responses).toHaveLength(tabResponses(bid, 'exclusion').length);
    const kinds = responseKinds(id, bid.id);
    const cdbResponses = (
      shippedCdbTender(id).bids as { id: string; requirementResponses: CdbResponse[] }[]
    )
      .find((entry) => entry.id === bid.id)
      ?.requirementResponses.filter((_, index) => kinds[index]?.startsWith('CRITERION.EXCLUSION'));
    expect(cdbResponses?.length).toBeGreaterThan(0);
    expect(responses.map((r) => r.requirement)).toEqual(
      cdbResponses?.map((r) => r.requirement?.title),
    );
    for (const [index, response] of responses.entries()) {
      const value = cdbResponses?.[index]?.value;
      if (value === true) expect(response.value).toBe('так');
      if (value === false) expect(response.value).toBe('ні');
      expect(response.evidences).toHaveLength(cdbResponses?.[index]?.evidences?.length ?? 0);
    }
    expect(groups.every((group) => group.criterion !== '' && group.criterion !== 'undefined')).toBe(
      true,
    );
  });

  it('shows the antimonopoly summary only for a bid with blacklisted suppliers', () => {
    const tender: Tender = shippedTender('UA-2024-02-05-014363-a');
    const [bid] = tender.bids;
    if (!bid) throw new Error('no bid');
    expect(bidTabs(bid)).not.toContain('antimonopoly');
    const listed = {
      ...bid,
      blacklistedSuppliers: [
        { caseNumber: '128-р/пк-пз', caseDate: '2023-05-04', reviewerName: 'АМКУ' },
      ],
    };
    expect(bidTabs(listed)).toContain('antimonopoly');
    expect(bidTabs(listed).at(-1)).toBe('antimonopoly');
    const [entry] = toBlacklistView(listed, bidsContext('uk'));
    expect(entry?.rows.map((row) => row.value)).toEqual([
      { kind: 'text', text: '128-р/пк-пз' },
      { kind: 'text', text: '04 травня 2023' },
      { kind: 'text', text: 'АМКУ' },
      { kind: 'text', text: '—' },
    ]);
  });

  it('marks a response description that only repeats the tender’s own text, for paper', () => {
    const id = 'UA-2024-04-26-006781-a';
    const tender = shippedTender(id);
    const responses = bidsOf(id).flatMap((bid) =>
      toResponseGroups(tabResponses(bid, 'exclusion'), bidsContext('uk'), tender).flatMap(
        (group) => group.responses,
      ),
    );
    const described = responses.filter((response) => response.description !== undefined);
    expect(described.length).toBeGreaterThan(10);
    expect(described.every((response) => response.descriptionRepeatsTender)).toBe(true);
    // A text of the bidder's own is kept.
    const [bid] = bidsOf(id);
    if (!bid) throw new Error('no bid');
    const [first] = tabResponses(bid, 'exclusion');
    if (!first) throw new Error('no response');
    const own = toResponseGroups(
      [{ ...first, description: 'Власне пояснення' }],
      bidsContext('uk'),
      tender,
    );
    expect(own[0]?.responses[0]?.descriptionRepeatsTender).toBe(false);
  });

  it('gives paper a group’s answers alone when it only answers the tender’s own requirements', () => {
    const id = 'UA-2024-04-26-006781-a';
    const tender = shippedTender(id);
    const [bid] = bidsOf(id);
    if (!bid) throw new Error('no bid');
    const groups = toResponseGroups(tabResponses(bid, 'exclusion'), bidsContext('uk'), tender);
    expect(groups.map((group) => group.brief)).toEqual(
      groups.map((group) => group.responses.map(() => 'так').join('; ')),
    );
    expect(groups.some((group) => group.responses.length > 1)).toBe(true);

    const [first, ...rest] = tabResponses(bid, 'exclusion');
    if (!first) throw new Error('no response');
    const briefOfFirst = (changed: typeof first) =>
      toResponseGroups([changed, ...rest], bidsContext('uk'), tender)[0]?.brief;
    expect(briefOfFirst(first)).toBeDefined();
    // Anything the tender's criteria do not say keeps the group whole: the bidder's own text,
    // evidence, a requirement worded otherwise or not the tender's.
    expect(briefOfFirst({ ...first, description: 'Власне пояснення' })).toBeUndefined();
    expect(briefOfFirst({ ...first, evidences: [{ id: 'e1', title: 'Довідка' }] })).toBeUndefined();
    expect(
      briefOfFirst({ ...first, requirement: { ...first.requirement, title: 'Інша вимога' } }),
    ).toBeUndefined();
    expect(
      briefOfFirst({ ...first, requirement: { ...first.requirement, id: 'not-the-tenders' } }),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { toPortalTender } from '../../../../../server/ingest/transform/tender';
import { opensFromHash } from '../../../../../src/features/tender/model/awards/hash-open';
import { visiblePurchaseSections } from '../../../../../src/features/tender/model/purchase-sections';
import { toQualificationsView } from '../../../../../src/features/tender/model/qualifications/qualifications-view';
import { valueText } from '../../../../../src/features/tender/model/terms/rows';
import { formatDateTime } from '../../../../../src/lib/format';
import {
  cdbLegalName,
  milestoneCodes,
  protocolContext,
  rec,
  recs,
  str,
} from '../awards/protocol-fixtures';
import type { Json } from '../awards/protocol-fixtures';
import { BEFORE_DEADLINES, shippedTender } from '../shipped-tenders';
import { shippedTenderFiles, shippedCdbTender } from '../../../../support/shipped-cdb';
import { entryOf } from '../terms/terms-context';

/** The bids with at least one qualification, in bid order, with their qualifications. */
function expectedBidders(cdb: Json): { bid: Json; qualifications: Json[] }[] {
  const qualifications = recs(cdb, 'qualifications');
  return recs(cdb, 'bids')
    .map((bid) => ({
      bid,
      qualifications: qualifications.filter((q) => str(q, 'bidID') === str(bid, 'id')),
    }))
    .filter((entry) => entry.qualifications.length > 0);
}

const WITH_QUALIFICATIONS = shippedTenderFiles().filter(
  (file) => expectedBidders(shippedCdbTender(file)).length > 0,
);

/** The only real tender with qualifications: an ESCO tender with two admitted bidders. */
const REAL = 'UA-2024-02-28-009286-a';

describe('protocol of proposals', () => {
  it('has a real tender and documentation examples to check', () => {
    expect(WITH_QUALIFICATIONS).toContain(`${REAL}.json`);
    expect(WITH_QUALIFICATIONS.length).toBeGreaterThan(5);
  });

  it.each(shippedTenderFiles())(
    '%s shows the section exactly when some bid has qualifications',
    (file) => {
      const expected = expectedBidders(shippedCdbTender(file)).length > 0;
      expect(
        visiblePurchaseSections(shippedTender(file), BEFORE_DEADLINES).includes('qualifications'),
      ).toBe(expected);
    },
  );

  it.each(WITH_QUALIFICATIONS)('%s lists only the bidders with qualifications', (file) => {
    const cdb = shippedCdbTender(file);
    const view = toQualificationsView(shippedTender(file), protocolContext('uk'));
    const expected = expectedBidders(cdb);
    expect(view.bidders.map((bidder) => bidder.id)).toEqual(
      expected.map(({ bid }) => `qualification-${str(bid, 'id') ?? ''}`),
    );
    for (const [index, { bid, qualifications }] of expected.entries()) {
      const bidder = view.bidders[index];
      const tenderer = recs(bid, 'tenderers')[0];
      const identifier = rec(tenderer, 'identifier');
      const code = str(identifier, 'id');
      const scheme = str(identifier, 'scheme');
      const status = str(qualifications[0], 'status') ?? '';
      expect(bidder?.name).toBe(cdbLegalName(tenderer));
      expect(bidder?.identifier).toBe(
        code ? (scheme ? `Код: ${code} (${scheme})` : `Код: ${code}`) : '—',
      );
      expect(bidder?.status).toEqual({
        code: status,
        label: entryOf('qualification_statuses', status).uk,
      });
      expect(bidder?.has24h).toBe(qualifications.some((q) => milestoneCodes(q).includes('24h')));
      expect(bidder?.decisions.map((decision) => decision.key)).toEqual(
        qualifications.map((q) => str(q, 'id')),
      );
      for (const [position, qualification] of qualifications.entries()) {
        const decision = bidder?.decisions[position];
        const qualificationStatus = str(qualification, 'status') ?? '';
        expect(decision?.anchorId).toBe(`qualification-${str(qualification, 'id') ?? ''}`);
        expect(decision?.status.label).toBe(
          entryOf('qualification_statuses', qualificationStatus).uk,
        );
        const date = decision?.rows.find((candidate) => candidate.id === 'date');
        expect(date && valueText(date.value)).toBe(
          formatDateTime(str(qualification, 'date'), 'uk'),
        );
        const documentIds = new Set(
          recs(qualification, 'documents').map((document) => str(document, 'id')),
        );
        expect(decision?.documents).toHaveLength(documentIds.size);
        expect(opensFromHash(bidder?.hashIds ?? [], `#${decision?.anchorId ?? ''}`)).toBe(true);
      }
      expect(opensFromHash(bidder?.hashIds ?? [], `#${bidder?.id ?? ''}`)).toBe(true);
    }
    const published = str(rec(cdb, 'qualificationPeriod'), 'reportingDatePublication');
    expect(view.publicationDate?.text).toBe(
      published ? formatDateTime(published, 'uk') : undefined,
    );
  });

  it('a hash naming another record does not open a bidder', () => {
    const view = toQualificationsView(shippedTender(REAL), protocolContext('uk'));
    const [first, second] = view.bidders;
    expect(opensFromHash(first?.hashIds ?? [], `#${second?.id ?? ''}`)).toBe(false);
    expect(opensFromHash(first?.hashIds ?? [], '#award-x,qualification-y')).toBe(false);
    expect(opensFromHash(first?.hashIds ?? [], `#award-x,${first?.id ?? ''}`)).toBe(true);
  });

  it('tags a bidder asked to eliminate inconsistencies, with the due date and the text', () => {
    const cdb = shippedCdbTender(REAL);
    const [first, ...rest] = recs(cdb, 'qualifications');
    const milestone = {
      id: 'm1',
      code: '24h',
      description: 'Надати довідку',
      dueDate: '2024-04-02T11:04:27+03:00',
    };
    const tender = toPortalTender({
      ...cdb,
      qualifications: [{ ...first, status: 'pending', milestones: [milestone] }, ...rest],
    });
    const view = toQualificationsView(tender, protocolContext('en'));
    const bidder = view.bidders[0];
    expect(bidder?.has24h).toBe(true);
    expect(bidder?.status).toEqual({
      code: 'pending',
      label: entryOf('qualification_statuses', 'pending').en,
    });
    expect(bidder?.decisions[0]?.milestones).toEqual([
      {
        key: 'm1',
        label: 'Requirement to eliminate inconsistencies',
        description: 'Надати довідку',
        due: {
          text: `Due by ${formatDateTime(milestone.dueDate, 'en')}`,
          dateTime: new Date(milestone.dueDate).toISOString(),
        },
      },
    ]);
    expect(view.bidders[1]?.has24h).toBe(false);
  });

  it('writes an em dash for what a decision does not say', () => {
    const view = toQualificationsView(shippedTender(REAL), protocolContext('uk'));
    const rows = view.bidders[0]?.decisions[0]?.rows ?? [];
    expect(rows.map((candidate) => [candidate.id, valueText(candidate.value)])).toEqual([
      ['date', formatDateTime('2024-04-01T11:04:27.341684+03:00', 'uk')],
      ['title', '—'],
      ['description', '—'],
    ]);
  });
});

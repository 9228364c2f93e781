import { describe, expect, it } from 'vitest';
import { toAwardGroups } from '../../../../../src/features/tender/model/awards/award-groups';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderFiles } from '../../../../support/shipped-cdb';

const summary = (groups: ReturnType<typeof toAwardGroups>) =>
  groups.map((group) => [group.bidId, group.awards.map((award) => award.id)]);

describe('the protocol groups awards', () => {
  // The groups the golden portal shapes held when the record carried them, checked by hand.
  it.each([
    [
      'UA-2020-08-06-003989-a',
      [
        ['392650272f134aeca91bc2b8257ced57', ['f1d218dc65ad40b192caf9a21f2e9e5e']],
        ['c2bd17f4a34f41728122daff4158feb7', ['03c9695f615b4ecdaafd13cf135d9679']],
      ],
    ],
    ['UA-2021-01-11-002071-a', [[undefined, ['3737e870a17a48a6a7bba1375850d1c6']]]],
    [
      'UA-2024-01-10-005750-a',
      [
        ['65124a683933416ab3bbd7c765d44f4c', ['8dae60ffd40e4eec9b8ac30b58eef608']],
        [
          'e0e2674047f74b4da81faa6757a861b7',
          ['f08f4ee0a649495e99cd0d16114edada', '426215d2296d4ed7bd585b51623d355b'],
        ],
      ],
    ],
    ['UA-2024-01-12-000541-a', []],
    [
      'UA-2024-02-28-009286-a',
      [['94440e4395ed43058dec3f1ae44b7a0d', ['4d5c4be16eef485d963b53faf97ae092']]],
    ],
  ])('%s: by bid, in the bids’ order, each with its awards', (tenderID, expected) => {
    expect(summary(toAwardGroups(shippedTender(tenderID)))).toEqual(expected);
  });

  it('gives awards whose bid is not listed a group of their own', () => {
    const tender = shippedTender('UA-2024-01-10-005750-a');
    const onlyWinner = tender.bids.filter((bid) => bid.id === '65124a683933416ab3bbd7c765d44f4c');
    expect(summary(toAwardGroups({ bids: onlyWinner, awards: tender.awards }))).toEqual([
      ['65124a683933416ab3bbd7c765d44f4c', ['8dae60ffd40e4eec9b8ac30b58eef608']],
      [undefined, ['f08f4ee0a649495e99cd0d16114edada']],
      [undefined, ['426215d2296d4ed7bd585b51623d355b']],
    ]);
  });

  it('gives each award a group of its own when no bid is listed (a reporting procedure)', () => {
    const tender = shippedTender('UA-2021-01-11-002071-a');
    expect(tender.bids).toEqual([]);
    expect(summary(toAwardGroups(tender))).toEqual(
      tender.awards.map((award) => [undefined, [award.id]]),
    );
  });

  it.each(shippedTenderFiles())('%s: shows every award exactly once', (file) => {
    const tender = shippedTender(file);
    const shown = toAwardGroups(tender).flatMap((group) => group.awards.map((award) => award.id));
    expect(shown.sort()).toEqual(tender.awards.map((award) => award.id).sort());
  });
});

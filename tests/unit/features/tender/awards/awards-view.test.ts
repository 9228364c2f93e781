import { describe, expect, it } from 'vitest';
import { toPortalTender } from '../../../../../server/ingest/transform/tender';
import {
  NOTICE_OF_INTENT_URL,
  toAwardsView,
} from '../../../../../src/features/tender/model/awards/awards-view';
import type { AwardsView } from '../../../../../src/features/tender/model/awards/awards-view';
import { opensFromHash } from '../../../../../src/features/tender/model/awards/hash-open';
import { visiblePurchaseSections } from '../../../../../src/features/tender/model/purchase-sections';
import { valueText } from '../../../../../src/features/tender/model/terms/rows';
import type { TermsRow } from '../../../../../src/features/tender/model/terms/rows';
import { formatDate, formatDateTime, formatMoney } from '../../../../../src/lib/format';
import { BEFORE_DEADLINES, shippedTender } from '../shipped-tenders';
import { shippedTenderFiles, shippedCdbTender } from '../../../../support/shipped-cdb';
import { entryOf } from '../terms/terms-context';
import { cdbLegalName, milestoneCodes, protocolContext, rec, recs, str } from './protocol-fixtures';
import type { Json } from './protocol-fixtures';

/** Award grouping, computed from the CDB JSON: the award ids of each group. */
function expectedGroups(cdb: Json): string[][] {
  const awards = recs(cdb, 'awards');
  const bidIds = recs(cdb, 'bids').map((bid) => str(bid, 'id'));
  const byBid = bidIds
    .map((id) => awards.filter((award) => id !== undefined && str(award, 'bid_id') === id))
    .filter((group) => group.length > 0);
  if (byBid.length === 0) return awards.map((award) => [str(award, 'id') ?? '']);
  const grouped = new Set(byBid.flat());
  return [...byBid, ...awards.filter((award) => !grouped.has(award)).map((award) => [award])].map(
    (group) => group.map((award) => str(award, 'id') ?? ''),
  );
}

const awardById = (cdb: Json, id: string): Json => {
  const award = recs(cdb, 'awards').find((candidate) => str(candidate, 'id') === id);
  if (!award) throw new Error(`no award ${id}`);
  return award;
};

const row = (rows: readonly TermsRow[], id: string): string | undefined => {
  const found = rows.find((candidate) => candidate.id === id);
  return found ? valueText(found.value) : undefined;
};

const viewOf = (file: string, lang: 'uk' | 'en' = 'uk'): AwardsView =>
  toAwardsView(shippedTender(file), protocolContext(lang));

const WITH_AWARDS = shippedTenderFiles().filter(
  (file) => recs(shippedCdbTender(file), 'awards').length > 0,
);

describe('proposal disclosure protocol', () => {
  it.each(shippedTenderFiles())(
    '%s shows the section exactly when awards exist, with lots or without',
    (file) => {
      const expected = recs(shippedCdbTender(file), 'awards').length > 0;
      expect(
        visiblePurchaseSections(shippedTender(file), BEFORE_DEADLINES).includes('awards'),
      ).toBe(expected);
    },
  );

  it.each(WITH_AWARDS)(
    '%s groups, names, prices and labels each award from its CDB data',
    (file) => {
      const cdb = shippedCdbTender(file);
      const view = viewOf(file);
      const groups = expectedGroups(cdb);
      expect(view.groups.map((group) => group.hashIds)).toEqual(
        groups.map((ids) => ids.map((id) => `award-${id}`)),
      );
      for (const [index, ids] of groups.entries()) {
        const group = view.groups[index];
        const awards = ids.map((id) => awardById(cdb, id));
        const lead = awards[awards.length - 1] ?? {};
        const supplier = recs(lead, 'suppliers')[0];
        const identifier = rec(supplier, 'identifier');
        const code = str(identifier, 'id');
        const scheme = str(identifier, 'scheme');
        const status = str(lead, 'status') ?? '';
        const value = rec(lead, 'value');
        expect(group?.id).toBe(`award-${str(lead, 'id') ?? ''}`);
        expect(group?.name).toBe(cdbLegalName(supplier));
        expect(group?.identifier).toBe(code ? (scheme ? `${code} (${scheme})` : code) : '—');
        expect(group?.price).toBe(
          formatMoney(
            value
              ? {
                  amount: value.amount as number,
                  currency: str(value, 'currency'),
                  valueAddedTaxIncluded: value.valueAddedTaxIncluded as boolean | undefined,
                }
              : undefined,
            'uk',
            { vat: true },
          ),
        );
        expect(group?.status).toEqual({
          code: status,
          label: entryOf('award_statuses', status).uk,
        });
        expect(group?.has24h).toBe(awards.some((award) => milestoneCodes(award).includes('24h')));
        expect(group?.hasAlp).toBe(awards.some((award) => milestoneCodes(award).includes('alp')));
        expect(group?.decisions.map((decision) => decision.key)).toEqual(ids);
        for (const [position, award] of awards.entries()) {
          const decision = group?.decisions[position];
          const awardStatus = str(award, 'status') ?? '';
          expect(decision?.anchorId).toBe(
            award === lead ? undefined : `award-${str(award, 'id') ?? ''}`,
          );
          expect(decision?.status.label).toBe(entryOf('award_statuses', awardStatus).uk);
          expect(row(decision?.rows ?? [], 'date')).toBe(formatDateTime(str(award, 'date'), 'uk'));
          expect(row(decision?.rows ?? [], 'title')).toBe(str(award, 'title')?.trim() ?? '—');
          expect(row(decision?.rows ?? [], 'description')).toBe(
            str(award, 'description')?.trim() ?? '—',
          );
          // On paper: the date is the heading's; an empty title or description is left off.
          expect(
            decision?.rows.filter((one) => one.onPaper !== false).map((one) => one.id),
          ).toEqual((['title', 'description'] as const).filter((key) => str(award, key)?.trim()));
          const documentIds = new Set(
            recs(award, 'documents').map((document) => str(document, 'id')),
          );
          expect(decision?.documents).toHaveLength(documentIds.size);
          expect(decision?.milestones.map((milestone) => milestone.key)).toEqual(
            recs(award, 'milestones').map((milestone) => str(milestone, 'id')),
          );
        }
        expect(row(group?.participant ?? [], 'name')).toBe(cdbLegalName(supplier));
        expect(row(group?.participant ?? [], 'identifier')).toBe(group?.identifier);
        const scale = str(supplier, 'scale');
        expect(row(group?.participant ?? [], 'scale')).toBe(
          scale ? (entryOf('organization_scales', scale).uk ?? scale) : '—',
        );
        expect(row(group?.contact ?? [], 'email')).toBe(
          str(rec(supplier, 'contactPoint'), 'email')?.trim() ?? '—',
        );
      }
    },
  );

  it.each(WITH_AWARDS)(
    '%s dates the winner by its latest active award, without the time',
    (file) => {
      const active = recs(shippedCdbTender(file), 'awards')
        .filter((award) => str(award, 'status') === 'active')
        .map((award) => str(award, 'date') ?? '')
        .sort((a, b) => Date.parse(a) - Date.parse(b));
      const view = viewOf(file);
      expect(view.winnerDate).toBe(formatDate(active[active.length - 1], 'uk'));
      expect(view.winnerDate).not.toMatch(/\d{2}:\d{2}/);
    },
  );

  it('keeps a bid’s several awards in one group, the latest in the header', () => {
    // A shipped tender without lots where one bid holds several awards (a re-decided award).
    const file = shippedTenderFiles().find((name) => {
      const cdb = shippedCdbTender(name);
      return expectedGroups(cdb).some((ids) => ids.length > 1) && recs(cdb, 'lots').length === 0;
    });
    expect(file).toBeDefined();
    const view = viewOf(file ?? '');
    const group = view.groups.find((candidate) => candidate.hashIds.length > 1);
    expect(group?.decisions.length).toBe(group?.hashIds.length);
    expect(group?.id).toBe(group?.hashIds[group.hashIds.length - 1]);
    for (const id of group?.hashIds ?? [])
      expect(opensFromHash(group?.hashIds ?? [], `#${id}`)).toBe(true);
  });

  it('tags the abnormally low price and the 24-hour requirement', () => {
    const alp = viewOf('UA-2020-08-06-003989-a');
    expect(alp.groups.some((group) => group.hasAlp)).toBe(true);
    const milestone = alp.groups
      .flatMap((group) => group.decisions)
      .flatMap((d) => d.milestones)[0];
    expect(milestone?.label).toBe('Обґрунтування аномально низької ціни');
    expect(milestone?.due?.text).toBe(
      `Строк виконання: ${formatDateTime('2020-08-27T00:00:00+03:00', 'uk')}`,
    );
    const h24 = viewOf('UA-2024-01-10-005750-a', 'en');
    expect(h24.groups.some((group) => group.has24h)).toBe(true);
    expect(
      h24.groups.flatMap((group) => group.decisions).flatMap((d) => d.milestones)[0]?.label,
    ).toBe('Requirement to eliminate inconsistencies');
  });

  it('speaks English: status labels, the supplier’s size, dates', () => {
    const file = 'UA-2024-02-28-009286-a';
    const view = viewOf(file, 'en');
    const award = recs(shippedCdbTender(file), 'awards')[0] ?? {};
    const group = view.groups[0];
    expect(group?.status.label).toBe(entryOf('award_statuses', 'active').en);
    expect(row(group?.participant ?? [], 'scale')).toBe(entryOf('organization_scales', 'micro').en);
    expect(group?.price).toMatch(/UAH/);
    expect(view.winnerDate).toBe(formatDate(str(award, 'date'), 'en'));
    expect(group?.decisions[0]?.heading).toBe(
      `Decision of ${formatDateTime(str(award, 'date'), 'en')}`,
    );
  });

  it('shows a supplier’s web page only for an http(s) address', () => {
    const cdb = shippedCdbTender('UA-2024-05-13-004111-a');
    const award = recs(cdb, 'awards')[0] ?? {};
    const supplier = recs(award, 'suppliers')[0] ?? {};
    const identifier = rec(supplier, 'identifier') ?? {};
    const withUri = (uri: string) =>
      toAwardsView(
        toPortalTender({
          ...cdb,
          awards: [{ ...award, suppliers: [{ ...supplier, identifier: { ...identifier, uri } }] }],
        }),
        protocolContext('uk'),
      ).groups[0]?.participant.find((candidate) => candidate.id === 'url')?.value;
    expect(withUri('https://example.com/offer')).toEqual({
      kind: 'external',
      text: 'https://example.com/offer',
      href: 'https://example.com/offer',
    });
    expect(withUri('javascript:alert(1)')).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
  });

  it('links the notice of intent over https', () => {
    expect(new URL(NOTICE_OF_INTENT_URL).protocol).toBe('https:');
  });
});

const WITH_LOT_AWARDS = WITH_AWARDS.filter(
  (file) => recs(shippedCdbTender(file), 'lots').length > 0,
);

describe('proposal disclosure protocol of a tender with lots (docs/decisions.md)', () => {
  it('has real tenders with lots and awards to check', () => {
    expect(WITH_LOT_AWARDS).toContain('UA-2024-04-26-006781-a.json');
    expect(WITH_LOT_AWARDS).toContain('UA-2026-01-15-012032-a.json');
  });

  it.each(WITH_LOT_AWARDS)(
    '%s shows every award under its own lot, with its decision and documents',
    (file) => {
      const cdb = shippedCdbTender(file);
      const view = viewOf(file);
      const lots = recs(cdb, 'lots');
      const awards = recs(cdb, 'awards');
      const withAwards = lots.filter((lot) =>
        awards.some((award) => str(award, 'lotID') === str(lot, 'id')),
      );
      expect(view.lots.map((lot) => lot.key)).toEqual(withAwards.map((lot) => str(lot, 'id')));
      for (const part of view.lots) {
        const index = lots.findIndex((lot) => str(lot, 'id') === part.key);
        const lot = lots[index] ?? {};
        expect(part.title).toBe(`Лот ${String(index + 1)}: ${str(lot, 'title')?.trim() ?? ''}`);
        const onLot = awards.filter((award) => str(award, 'lotID') === part.key);
        expect(part.groups.flatMap((group) => group.hashIds).sort()).toEqual(
          onLot.map((award) => `award-${str(award, 'id') ?? ''}`).sort(),
        );
        const active = onLot
          .filter((award) => str(award, 'status') === 'active')
          .map((award) => str(award, 'date') ?? '')
          .sort((a, b) => Date.parse(a) - Date.parse(b));
        expect(part.winnerDate).toBe(formatDate(active[active.length - 1], 'uk'));
        for (const group of part.groups) {
          for (const decision of group.decisions) {
            const award = awardById(cdb, decision.key);
            const documentIds = new Set(recs(award, 'documents').map((d) => str(d, 'id')));
            expect(decision.documents).toHaveLength(documentIds.size);
          }
        }
      }
      // Each award once, on one lot: nothing is left out and nothing shows twice.
      const shownIds = view.lots.flatMap((part) => part.groups.flatMap((group) => group.hashIds));
      expect(shownIds.sort()).toEqual(
        awards.map((award) => `award-${str(award, 'id') ?? ''}`).sort(),
      );
    },
  );

  it('reads why a bidder on a lot was disqualified: its decision and protocol', () => {
    const view = viewOf('UA-2024-04-26-006781-a');
    const first = view.lots[0];
    expect(first?.title).toBe('Лот 1: Реабілітаційне обладнання різне');
    const rejected = first?.groups.find(
      (group) => group.id === 'award-1f7057294a56440cb271f1d0dce8c23d',
    );
    expect(rejected?.status.code).toBe('unsuccessful');
    expect(rejected?.decisions[0]?.documents.map((d) => d.document.title)).toContain(
      'Протокол №т-91 від 07.05.2024.pdf',
    );
    // The bidder that won two lots has one group on each of them, not one group on both.
    expect(view.lots.map((part) => part.groups.flatMap((group) => group.hashIds).length)).toEqual([
      2, 1, 1,
    ]);
  });

  it('names the lots in English', () => {
    const view = viewOf('UA-2024-04-26-006781-a', 'en');
    expect(view.lots[1]?.title).toMatch(/^Lot 2: /);
  });

  it('leaves the per-lot parts empty for a tender without lots', () => {
    expect(viewOf('UA-2020-08-06-003989-a').lots).toEqual([]);
  });
});

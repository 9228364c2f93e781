import { describe, expect, it } from 'vitest';
import { requirementTexts } from '../../../../../contract/requirement-texts';
import type { Document, Tender } from '../../../../../contract/tender';
import { toBidRegisterView } from '../../../../../src/features/tender/model/bids/bid-register';
import {
  criterionAnchor,
  sectionCriteria,
} from '../../../../../src/features/tender/model/criteria/criteria-modes';
import type { CriteriaSectionName } from '../../../../../src/features/tender/model/criteria/criteria-modes';
import { toDocumentsView } from '../../../../../src/features/tender/model/documents/documents-view';
import { visiblePurchaseSections } from '../../../../../src/features/tender/model/purchase-sections';
import { toTenderHead } from '../../../../../src/features/tender/model/tender-view';
import { toFlagsBlock } from '../../../../../src/features/tender/model/head/flags-view';
import { toLotsView } from '../../../../../src/features/tender/tabs/lots/model/lot-view';
import { i18n } from '../../../../../src/lib/i18n';
import { lotsContext } from '../tabs/tab-context';
import { isWithheld, withholdClosedParts } from '../../../../../src/features/tender/withheld-parts';
import { shippedTenderFiles } from '../../../../support/shipped-cdb';
import { bidsContext } from '../bids/bids-context';
import { BEFORE_DEADLINES, shippedTender } from '../shipped-tenders';
import { termsContext } from '../terms/terms-context';

const SECTIONS: readonly CriteriaSectionName[] = [
  'language',
  'guarantee',
  'lifeCycleCost',
  'exclusion',
];

/** Every criterion accordion a section shows: its id and its title (the header). */
const criterionHeaders = (tender: Tender) =>
  SECTIONS.flatMap((section) => {
    const { active, historical } = sectionCriteria(tender, section);
    const prefix = `criterion-${section}`;
    return [
      ...active.map((c, i) => ({ id: criterionAnchor(prefix, 'active', c, i), title: c.title })),
      ...historical.map((c, i) => ({
        id: criterionAnchor(prefix, 'history', c, i),
        title: c.title,
      })),
    ];
  });

/** A document as a page shows it: without the fields no page reads. */
const asShown = (document: Document): Document =>
  Object.fromEntries<unknown>(
    Object.entries(document).filter(
      ([field]) =>
        !['description', 'format', 'documentType', 'language'].includes(field) &&
        (field !== 'datePublished' || document.dateModified === undefined),
    ),
  ) as unknown as Document;

const FILES = shippedTenderFiles();
const nothingOpen = new URLSearchParams();

describe('a server page carries the tender without its closed bodies', () => {
  it.each(FILES)('%s: the head, the sections and every header read as from the whole', (file) => {
    const whole = shippedTender(file);
    const { tender: part, partial } = withholdClosedParts(whole, nothingOpen);
    expect(partial.opened).toEqual([]);
    const { label } = termsContext('uk');
    expect(toTenderHead(part, 'uk', label)).toEqual(toTenderHead(whole, 'uk', label));
    expect(visiblePurchaseSections(part, BEFORE_DEADLINES)).toEqual(
      visiblePurchaseSections(whole, BEFORE_DEADLINES),
    );
    const register = (tender: Tender) => {
      const view = toBidRegisterView(tender, bidsContext('uk'));
      return { ...view, rows: view.rows.map(({ bid, ...header }) => ({ ...header, id: bid.id })) };
    };
    expect(register(part)).toEqual(register(whole));
    expect(criterionHeaders(part)).toEqual(criterionHeaders(whole));
    const lots = (tender: Tender) => toLotsView(tender, lotsContext('en', tender.tenderID));
    expect(lots(part)).toEqual(lots(whole));
    const flags = (tender: Tender) =>
      toFlagsBlock(tender, {
        lang: 'en',
        t: i18n.getFixedT('en', 'flags'),
        common: i18n.getFixedT('en', 'common'),
        label: termsContext('en').label,
      });
    expect(flags(part)).toEqual(flags(whole));
  });

  it.each(FILES)('%s: closed bids and criteria lose their bodies, and say so', (file) => {
    const whole = shippedTender(file);
    const { tender: part, partial } = withholdClosedParts(whole, nothingOpen);
    for (const bid of part.bids) {
      expect(isWithheld(part, partial, bid.id)).toBe(true);
      expect([...bid.publicDocuments, ...bid.confidentialDocuments]).toEqual([]);
      expect(Object.values(bid.requirementResponses).flat()).toEqual([]);
      for (const tenderer of bid.tenderers) {
        expect(Object.keys(tenderer).filter((field) => field !== 'name_en')).toEqual([
          'name',
          'identifier',
        ]);
      }
      expect(bid.subcontractingDetails).toBeUndefined();
    }
    expect(JSON.stringify(part.bids)).not.toContain('participationUrl');
    for (const { id } of criterionHeaders(part)) expect(isWithheld(part, partial, id)).toBe(true);
    for (const item of part.items) expect(isWithheld(part, partial, `item-${item.id}`)).toBe(false);
    expect([...part.activeOtherCriteria, ...part.historicalOtherCriteria]).toEqual([]);
  });

  it.each(FILES)('%s: documents keep every field a page shows, in the same groups', (file) => {
    const whole = shippedTender(file);
    const { tender: part } = withholdClosedParts(whole, nothingOpen);
    const shownWhole = { ...whole, documents: whole.documents.map(asShown) };
    expect(toDocumentsView(part, 'uk')).toEqual(toDocumentsView(shownWhole, 'uk'));
    // What each version says, as from the whole record: its title, link and date.
    const said = (tender: Tender) =>
      toDocumentsView(tender, 'uk').groups.flatMap((group) =>
        group.documents.flatMap((view) =>
          [view, ...view.olderVersions].map(({ key, document, date, dateTime }) => ({
            key,
            title: document.title,
            url: document.url,
            date,
            dateTime,
          })),
        ),
      );
    expect(said(part)).toEqual(said(whole));
    expect(part.awards.map((award) => award.documents)).toEqual(
      whole.awards.map((award) => award.documents.map(asShown)),
    );
  });

  it.each(FILES.filter((file) => shippedTender(file).bids.length > 0))(
    '%s: what the query opens comes whole, and only that',
    (file) => {
      const whole = shippedTender(file);
      const bid = whole.bids.at(-1);
      const criterion = criterionHeaders(whole)[0];
      const ids = [bid?.id, criterion?.id].filter((id) => id !== undefined);
      const { tender: part, partial } = withholdClosedParts(
        whole,
        new URLSearchParams({ open: ids.join(',') }),
      );
      expect(partial.opened).toEqual(expect.arrayContaining(ids));
      for (const id of ids) expect(isWithheld(part, partial, id)).toBe(false);
      // Its answers read the tender's criteria: every one comes whole with it.
      expect(requirementTexts(part)).toEqual(requirementTexts(whole));
      for (const { id } of criterionHeaders(part))
        expect(isWithheld(part, partial, id)).toBe(false);
      const opened = part.bids.at(-1);
      expect(opened?.requirementResponses).toEqual(bid?.requirementResponses);
      expect(opened?.publicDocuments).toEqual(bid?.publicDocuments.map(asShown));
      expect(part.bids.slice(0, -1).every((other) => isWithheld(part, partial, other.id))).toBe(
        true,
      );
    },
  );
});

describe('the weight it saves', () => {
  it('the large tender carries under a third of its record', () => {
    const whole = shippedTender(
      FILES.find((file) => file.includes('UA-2024-04-26-006781-a')) ?? '',
    );
    const { tender: part } = withholdClosedParts(whole, nothingOpen);
    expect(JSON.stringify(part).length).toBeLessThan(JSON.stringify(whole).length / 3);
  });
});

import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../../contract/api';
import type { Cancellation, Tender } from '../../../../../contract/tender';
import '../../../../../src/features/tender/locales';
import '../../../../../src/features/tender/components/outcome/locales';
import { toCancellationsView } from '../../../../../src/features/tender/model/cancellations/cancellations-view';
import type {
  CancellationView,
  CancellationsContext,
} from '../../../../../src/features/tender/model/cancellations/cancellations-view';
import { showsCancellations } from '../../../../../src/features/tender/model/cancellations/visibility';
import { visiblePurchaseSections } from '../../../../../src/features/tender/model/purchase-sections';
import { dictionaryLabel } from '../../../../../contract/dictionary-label';
import { formatDateTime } from '../../../../../src/lib/format';
import { i18n } from '../../../../../src/lib/i18n';
import { shippedDictionary } from '../../../../support/shipped-data';
import { BEFORE_DEADLINES, shippedTender } from '../shipped-tenders';
import { shippedTenderFiles, shippedCdbTender } from '../../../../support/shipped-cdb';
import { expectReadFirstThenNewest } from '../documents/document-order';

interface CdbDocument {
  id: string;
  title: string;
}

interface CdbCancellation {
  id: string;
  status: string;
  date?: string;
  reasonType?: string;
  reason?: string;
  cancellationOf?: string;
  relatedLot?: string;
  complaintPeriod?: { startDate?: string; endDate?: string };
  documents?: CdbDocument[];
}

interface CdbLot {
  id: string;
  title: string;
  title_en?: string;
}

const LANGS: readonly Lang[] = ['uk', 'en'];
const reasonTypes = shippedDictionary('cancellation_reason_types');
const reasonEntry = (code: string) =>
  reasonTypes.data[code] as { title_uk: string; title_en: string } | undefined;

function context(lang: Lang): CancellationsContext {
  return {
    lang,
    label: (key, code) => dictionaryLabel(shippedDictionary(key), code, lang),
    t: i18n.getFixedT(lang, 'tenderCancellations'),
  };
}

const viewOf = (tender: Tender, lang: Lang = 'uk') => toCancellationsView(tender, context(lang));

const cdbCancellations = (file: string): CdbCancellation[] =>
  (shippedCdbTender(file).cancellations ?? []) as CdbCancellation[];

const cdbLots = (file: string): CdbLot[] => (shippedCdbTender(file).lots ?? []) as CdbLot[];

const rowText = (view: CancellationView | undefined, id: string): string | undefined =>
  view?.rows.find((row) => row.id === id)?.text;

const rowIds = (view: CancellationView | undefined): string[] =>
  view?.rows.map((row) => row.id) ?? [];

const WITH_CANCELLATIONS = shippedTenderFiles().filter((file) => cdbCancellations(file).length > 0);
const REAL_WITH_CANCELLATIONS = WITH_CANCELLATIONS.filter((file) => file.startsWith('UA-'));
const UNSUCCESSFUL = shippedTenderFiles().filter(
  (file) => shippedCdbTender(file).status === 'unsuccessful',
);

/** A shipped tender with its cancellations replaced (rare CDB shapes no shipped tender has). */
function withCancellations(file: string, cancellations: Partial<Cancellation>[]): Tender {
  const tender = shippedTender(file);
  const base = tender.cancellations[0];
  if (!base) throw new Error(`${file} has no cancellation to vary`);
  return {
    ...tender,
    cancellations: cancellations.map((change, index) => ({
      ...base,
      id: `variant-${String(index)}`,
      ...change,
    })),
  };
}

describe('cancellations block visibility', () => {
  it('has shipped tenders with cancellations, three of them real, and an unsuccessful one', () => {
    expect(REAL_WITH_CANCELLATIONS.length).toBeGreaterThanOrEqual(3);
    expect(UNSUCCESSFUL.length).toBeGreaterThanOrEqual(1);
  });

  it.each(shippedTenderFiles())(
    '%s shows the block when a cancellation is not a draft or it is unsuccessful',
    (file) => {
      const expected =
        cdbCancellations(file).some((cancellation) => cancellation.status !== 'draft') ||
        shippedCdbTender(file).status === 'unsuccessful';
      const tender = shippedTender(file);
      expect(showsCancellations(tender)).toBe(expected);
      expect(visiblePurchaseSections(tender, BEFORE_DEADLINES).includes('cancellations')).toBe(
        expected,
      );
    },
  );

  it('leaves the block out when every cancellation is a draft', () => {
    const [file] = REAL_WITH_CANCELLATIONS;
    const tender = withCancellations(file ?? '', [{ status: 'draft' }, { status: 'draft' }]);
    expect(showsCancellations(tender)).toBe(false);
  });

  it('shows the block of an unsuccessful tender without cancellations', () => {
    const [file] = UNSUCCESSFUL;
    const tender = shippedTender(file ?? '');
    expect(tender.cancellations).toEqual([]);
    expect(showsCancellations(tender)).toBe(true);
  });
});

describe.each(LANGS)('each cancellation from the CDB JSON (%s)', (lang) => {
  const t = i18n.getFixedT(lang, 'tenderCancellations');

  it.each(WITH_CANCELLATIONS)('%s', (file) => {
    const cdb = cdbCancellations(file).filter((cancellation) => cancellation.status !== 'draft');
    const { cancellations } = viewOf(shippedTender(file), lang);
    expect(cancellations.map((view) => view.id)).toEqual(
      cdb.map((cancellation) => `cancellation-${cancellation.id}`),
    );

    cdb.forEach((cancellation, index) => {
      const view = cancellations[index];
      expect(view?.title).toBe(t('item', { number: index + 1 }));
      expect(view?.status).toBe(cancellation.status);
      expect(view?.statusLabel).toBe(t(`status.${cancellation.status as 'active'}`));

      expect(rowText(view, 'reason')).toBe(cancellation.reason?.trim() ?? '—');
      const entry = reasonEntry(cancellation.reasonType ?? '');
      expect(entry, `${cancellation.reasonType ?? ''} is in the dictionary`).toBeDefined();
      expect(rowText(view, 'reasonType')).toBe(lang === 'uk' ? entry?.title_uk : entry?.title_en);

      const period = cancellation.complaintPeriod;
      expect(rowText(view, 'complaintStartDate')).toBe(formatDateTime(period?.startDate, lang));
      expect(rowText(view, 'complaintEndDate')).toBe(formatDateTime(period?.endDate, lang));
      const ids = rowIds(view);
      expect(ids.includes('date')).toBe(cancellation.status === 'active');
      expect(ids.includes('rejectDate')).toBe(cancellation.status === 'unsuccessful');
      if (cancellation.status === 'active') {
        expect(rowText(view, 'date')).toBe(formatDateTime(cancellation.date, lang));
      }

      const lot = cdbLots(file).find((entry) => entry.id === cancellation.relatedLot);
      if (cancellation.cancellationOf === 'lot') {
        const title = lang === 'en' && lot?.title_en ? lot.title_en : lot?.title;
        expect(view?.lot).toBe(title);
        expect(view?.lotHeading).toBe(t('lot', { name: title }));
        expect(rowText(view, 'subject')).toBe(title);
      } else {
        expect(view?.lot).toBeUndefined();
        expect(rowText(view, 'subject')).toBe(t('wholeTender'));
      }

      const documentIds = new Set((cancellation.documents ?? []).map((document) => document.id));
      expect(new Set(view?.documents.map((document) => document.key))).toEqual(documentIds);
      expectReadFirstThenNewest(view?.documents ?? []);
    });

    const text = JSON.stringify(cancellations);
    expect(text).not.toMatch(/undefined|NaN|Invalid Date/);
  });
});

describe('the detail list', () => {
  const [file = ''] = REAL_WITH_CANCELLATIONS;

  it('gives an unsuccessful cancellation its rejection date and no cancellation date', () => {
    const date = '2024-01-05T10:15:00+02:00';
    const [view] = viewOf(
      withCancellations(file, [{ status: 'unsuccessful', date }]),
    ).cancellations;
    expect(rowIds(view)).toEqual([
      'subject',
      'complaintStartDate',
      'complaintEndDate',
      'rejectDate',
      'reasonType',
      'reason',
    ]);
    expect(rowText(view, 'rejectDate')).toBe('05 січня 2024, 10:15');
    expect(view?.statusLabel).toBe('Відхилено');
  });

  it('gives a pending cancellation neither date, and its complaint period', () => {
    const complaintPeriod = { startDate: '2024-01-03T09:00:00+02:00' };
    const tender = withCancellations(file, [{ status: 'pending', complaintPeriod }]);
    const [view] = viewOf(tender, 'en').cancellations;
    expect(rowIds(view)).not.toContain('date');
    expect(rowIds(view)).not.toContain('rejectDate');
    expect(rowText(view, 'complaintStartDate')).toBe('03 January 2024, 09:00');
    expect(rowText(view, 'complaintEndDate')).toBe('—');
    expect(view?.statusLabel).toBe('Open to complaints');
  });

  it('numbers the published cancellations and leaves drafts out', () => {
    const tender = withCancellations(file, [
      { status: 'draft' },
      { status: 'active' },
      { status: 'draft' },
      { status: 'complete' },
    ]);
    const view = viewOf(tender);
    expect(view.cancellations.map((entry) => [entry.id, entry.title, entry.statusLabel])).toEqual([
      ['cancellation-variant-1', 'Скасування № 1', 'Набуло чинності'],
      ['cancellation-variant-3', 'Скасування № 2', 'Завершено'],
    ]);
    expect(view.openFirst).toBe(false);
  });

  it('writes em dashes for what is missing, and unknown codes as they are', () => {
    const tender = withCancellations(file, [
      {
        status: 'withdrawn',
        reasonType: 'somethingNew',
        reason: '  ',
        date: 'not a date',
        complaintPeriod: undefined,
        documents: [],
      },
    ]);
    const [view] = viewOf(tender, 'en').cancellations;
    expect(view?.statusLabel).toBe('withdrawn');
    expect(rowText(view, 'reasonType')).toBe('somethingNew');
    expect(rowText(view, 'reason')).toBe('—');
    expect(rowText(view, 'complaintStartDate')).toBe('—');
    expect(view?.documents).toEqual([]);
  });

  it('labels the reason types of older CDB cancellations the dictionary lacks', () => {
    const tender = withCancellations(file, [
      { reasonType: 'cancelled' },
      { reasonType: 'unsuccessful' },
    ]);
    expect(viewOf(tender).cancellations.map((view) => rowText(view, 'reasonType'))).toEqual([
      'Закупівлю скасовано',
      'Закупівля не відбулася',
    ]);
  });

  it('names a lot missing from the tender by its id', () => {
    const tender = withCancellations(file, [{ cancellationOf: 'lot', relatedLot: 'gone-lot' }]);
    expect(viewOf(tender).cancellations[0]?.lot).toBe('gone-lot');
  });
});

describe('the automatic cancellation of an unsuccessful tender', () => {
  it.each(UNSUCCESSFUL)('%s: dated when the tender became unsuccessful', (file) => {
    const cdb = shippedCdbTender(file);
    for (const lang of LANGS) {
      const { automatic } = viewOf(shippedTender(file), lang);
      expect(automatic?.date).toBe(formatDateTime(String(cdb.date), lang));
      expect(automatic?.dateTime).toBe(new Date(String(cdb.date)).toISOString());
    }
  });

  it.each(WITH_CANCELLATIONS.filter((file) => shippedCdbTender(file).status !== 'unsuccessful'))(
    '%s: none for a tender that is not unsuccessful',
    (file) => {
      expect(viewOf(shippedTender(file)).automatic).toBeUndefined();
    },
  );

  it('opens a single cancellation from the start', () => {
    for (const file of WITH_CANCELLATIONS) {
      const view = viewOf(shippedTender(file));
      expect(view.openFirst).toBe(view.cancellations.length === 1);
    }
  });
});

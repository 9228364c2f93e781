import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../contract/api';
import '../../../../src/features/saved/locales';
import { toSavedEntry } from '../../../../src/features/saved/model/saved-list';
import type { SavedListContext } from '../../../../src/features/saved/model/saved-list';
import { dictionaryLabel } from '../../../../contract/dictionary-label';
import { formatDateTime } from '../../../../src/lib/format';
import { i18n } from '../../../../src/lib/i18n';
import { shippedDictionary } from '../../../support/shipped-data';
import { shippedCdbTender, shippedTenderIDs } from '../../../support/shipped-cdb';
import { savedShipped } from './saved-fixtures';

/** A moment after every shipped date: no countdown unless a test sets `now`. */
const LATER = new Date('2030-01-01T00:00:00Z');

const context = (lang: Lang, now = LATER): SavedListContext => ({
  lang,
  now,
  label: (key, code) => dictionaryLabel(shippedDictionary(key), code, lang),
  t: i18n.getFixedT(lang, 'saved'),
});

const statuses = shippedDictionary('tender_statuses');

/** A tender open for bids with a tender-period end (the countdown's case). */
const BIDDING = 'UA-2026-01-28-013770-a';

describe('the entries of /saved (issue 15 item 2)', () => {
  it('shows every shipped tender with its title, id, status label, buyer and link', () => {
    for (const tenderID of shippedTenderIDs()) {
      const cdb = shippedCdbTender(tenderID) as unknown as Record<string, unknown> & {
        id: string;
        title: string;
        title_en?: string;
        status: string;
        procuringEntity: { name: string; name_en?: string };
      };
      for (const lang of ['uk', 'en'] as const) {
        const saved = savedShipped(tenderID);
        const entry = toSavedEntry(saved, context(lang));
        expect(entry.tender).toBe(saved.copy.tender);
        const title = lang === 'en' && cdb.title_en ? cdb.title_en : cdb.title;
        expect(entry.id).toBe(cdb.id);
        expect(entry.tenderID).toBe(tenderID);
        expect(entry.href).toBe(`/tender/${tenderID}`);
        expect(entry.title).toBe(title.trim() === '' ? '—' : title);
        expect(entry.status).toEqual({
          code: cdb.status,
          label: dictionaryLabel(statuses, cdb.status, lang),
        });
        const english = lang === 'en' ? cdb.procuringEntity.name_en : undefined;
        expect(entry.buyer).toBe(english?.trim() ? english : cdb.procuringEntity.name);
      }
    }
  });

  it('gives the time the copy was fetched in Kyiv time', () => {
    const storedAt = Date.UTC(2026, 10, 23, 10, 5);
    const uk = toSavedEntry(savedShipped(BIDDING, storedAt), context('uk'));
    expect(uk.savedAt.iso).toBe('2026-11-23T10:05:00.000Z');
    // Kyiv is UTC+2 in November.
    expect(uk.savedAt.text).toBe('23 листопада 2026, 12:05');
    const en = toSavedEntry(savedShipped(BIDDING, storedAt), context('en'));
    expect(en.savedAt.text).toBe('23 November 2026, 12:05');
  });

  it('says, apart from the saving time, how current the tender’s data is, as its page does', () => {
    const storedAt = Date.UTC(2026, 10, 23, 10, 5);
    const saved = savedShipped(BIDDING, storedAt);
    const entry = toSavedEntry(saved, context('uk'));
    const modified = (shippedCdbTender(BIDDING) as unknown as { dateModified: string })
      .dateModified;
    expect(entry.dataAsOf.iso).toBe(modified);
    expect(entry.dataAsOf.text).toBe(formatDateTime(modified, 'uk'));
    expect(entry.dataAsOf.text).not.toBe(entry.savedAt.text);
  });

  it('counts down to the tender-period end while bidding is open, and not after', () => {
    const cdb = shippedCdbTender(BIDDING) as unknown as {
      status: string;
      tenderPeriod: { endDate: string };
    };
    expect(cdb.status).toBe('active.tendering');
    const end = Date.parse(cdb.tenderPeriod.endDate);
    const before = new Date(end - ((3 * 24 + 4) * 60 + 30) * 60_000);
    expect(toSavedEntry(savedShipped(BIDDING), context('uk', before)).countdown).toBe(
      '3 дні 4 год до кінця подання',
    );
    expect(toSavedEntry(savedShipped(BIDDING), context('en', before)).countdown).toBe(
      '3 days 4 h left to submit',
    );
    const soon = new Date(end - 90 * 60_000);
    expect(toSavedEntry(savedShipped(BIDDING), context('uk', soon)).countdown).toBe(
      '1 год 30 хв до кінця подання',
    );
    expect(toSavedEntry(savedShipped(BIDDING), context('uk', new Date(end))).countdown).toBe(
      undefined,
    );
  });

  it('has no countdown for a tender past bidding, even before its old deadline', () => {
    const complete = savedShipped('UA-2024-01-10-005750-a');
    const end = Date.parse(complete.copy.tender.tenderPeriod?.endDate ?? '');
    expect(complete.copy.tender.status).toBe('complete');
    expect(toSavedEntry(complete, context('uk', new Date(end - 86_400_000))).countdown).toBe(
      undefined,
    );
  });

  it('shows a dash for a tender without a title or buyer name', () => {
    const item = savedShipped(BIDDING);
    const tender = {
      ...item.copy.tender,
      title: '',
      title_en: undefined,
      procuringEntityName: '',
      procuringEntity: {
        ...item.copy.tender.procuringEntity,
        name: '',
        name_en: undefined,
        identifier: { ...item.copy.tender.procuringEntity.identifier, legalName_en: undefined },
      },
    };
    const entry = toSavedEntry({ ...item, copy: { ...item.copy, tender } }, context('en'));
    expect(entry.title).toBe('—');
    expect(entry.buyer).toBe('—');
  });
});

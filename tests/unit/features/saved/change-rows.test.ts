import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../contract/api';
import type { DictionaryKey } from '../../../../contract/static-data';
import '../../../../src/features/saved/changes-locales';
import { toChangeRows } from '../../../../src/features/saved/model/change-rows';
import { diffTenderCopies } from '../../../../src/features/tender/model/tender-changes';
import type { ChangeRecord } from '../../../../src/lib/db';
import { dictionaryLabel } from '../../../../contract/dictionary-label';
import { EM_DASH, formatDateTime, formatMoney } from '../../../../src/lib/format';
import { i18n } from '../../../../src/lib/i18n';
import { shippedDictionary } from '../../../support/shipped-data';
import { shippedTender } from '../tender/shipped-tenders';

const texts = (lang: Lang) => ({
  lang,
  t: i18n.getFixedT(lang, 'savedChanges'),
  label: (key: DictionaryKey, code: string) => dictionaryLabel(shippedDictionary(key), code, lang),
});

const DETECTED = Date.parse('2026-11-23T08:15:00Z');

const record = (change: Omit<ChangeRecord, 'tenderId' | 'tenderID' | 'detectedAt' | 'read'>) => ({
  tenderId: 'id',
  tenderID: 'UA-2026-02-02-013069-a',
  detectedAt: DETECTED,
  read: 0 as const,
  ...change,
});

describe('the rows of "what changed"', () => {
  it('labels a status change with the dictionary, both ways, in both languages', () => {
    const tender = shippedTender('UA-2026-02-02-013069-a');
    const newer = { ...tender, status: 'active.tendering' };
    const changes = diffTenderCopies(
      { tender, tabs: {}, storedAt: 0 },
      { tender: newer, tabs: {}, storedAt: 1 },
    ).map((change, index) => record({ ...change, seq: index + 1 }));
    for (const lang of ['uk', 'en'] as const) {
      const statuses = shippedDictionary('tender_statuses');
      const [row] = toChangeRows(changes, texts(lang));
      expect(row).toEqual({
        key: '1',
        kind: lang === 'uk' ? 'Статус закупівлі' : 'Tender status',
        change: `${dictionaryLabel(statuses, tender.status, lang)} → ${dictionaryLabel(statuses, 'active.tendering', lang)}`,
        detected: `${lang === 'uk' ? 'Виявлено' : 'Found'} ${formatDateTime(new Date(DETECTED), lang)}`,
      });
      expect(row?.change).not.toContain('active.tendering');
    }
  });

  it('formats dates and money, an em dash for an absent value, and a new entry by its state', () => {
    const tender = shippedTender('UA-2026-02-02-013069-a');
    const rows = toChangeRows(
      [
        record({ seq: 1, kind: 'tenderPeriodEnd', after: tender.tenderPeriod?.endDate }),
        record({ seq: 2, kind: 'value', before: '1000 UAH', after: '1500.5 UAH' }),
        record({ seq: 3, kind: 'question.new', subject: 'Чи можна еквівалент?' }),
        record({ seq: 4, kind: 'contract.new', subject: 'UA-…-c1', after: 'pending' }),
      ],
      texts('uk'),
    );
    expect(rows.map(({ kind, subject, change }) => ({ kind, subject, change }))).toEqual([
      {
        kind: 'Кінцевий строк подання пропозицій',
        subject: undefined,
        change: `${EM_DASH} → ${formatDateTime(tender.tenderPeriod?.endDate, 'uk')}`,
      },
      {
        kind: 'Очікувана вартість',
        subject: undefined,
        change: `${formatMoney({ amount: 1000, currency: 'UAH' }, 'uk')} → ${formatMoney({ amount: 1500.5, currency: 'UAH' }, 'uk')}`,
      },
      { kind: 'Нове запитання', subject: 'Чи можна еквівалент?', change: undefined },
      { kind: 'Новий договір', subject: 'UA-…-c1', change: 'Очікує підписання' },
    ]);
  });

  it('lists the newest detection first, in the order found within one', () => {
    const rows = toChangeRows(
      [
        { ...record({ seq: 1, kind: 'status', before: 'a', after: 'b' }), detectedAt: 1 },
        record({ seq: 2, kind: 'document.new', subject: 'x.pdf' }),
        record({ seq: 3, kind: 'document.version', subject: 'y.pdf' }),
      ],
      texts('en'),
    );
    expect(rows.map((row) => row.key)).toEqual(['2', '3', '1']);
  });
});

describe('a new red flag in "what changed"', () => {
  it('is named as a change, with the rule’s title, in both languages', () => {
    // The real tender before its winner was chosen (no active award: no flag), then as shipped.
    const tender = shippedTender('UA-2024-01-10-005750-a');
    const before = {
      ...tender,
      awards: tender.awards.filter((award) => award.status !== 'active'),
      flags: [],
    };
    const changes = diffTenderCopies(
      { tender: before, tabs: {}, storedAt: 0 },
      { tender, tabs: {}, storedAt: 1 },
    ).map((change, index) => record({ ...change, seq: index + 1 }));
    expect(changes.filter((change) => change.kind === 'flag.new')).toEqual([
      expect.objectContaining({ kind: 'flag.new', after: 'cheapest-disqualified' }),
    ]);
    const row = (lang: Lang) =>
      toChangeRows(changes, texts(lang)).find(
        (entry) => entry.kind === texts(lang).t('kind.flag.new'),
      );
    expect(row('en')).toMatchObject({ kind: 'New red flag', change: 'Cheapest bid disqualified' });
    expect(row('uk')).toMatchObject({
      kind: 'Новий червоний прапорець',
      change: 'Відхилено найдешевшу пропозицію',
    });
  });

  it('is not found when the flags are the same, or the held copy predates flags', () => {
    const tender = shippedTender('UA-2024-04-26-006781-a');
    expect(tender.flags.length).toBe(3);
    const same = diffTenderCopies(
      { tender, tabs: {}, storedAt: 0 },
      { tender: structuredClone(tender), tabs: {}, storedAt: 1 },
    );
    expect(same).toEqual([]);
    const older: Partial<typeof tender> = { ...tender };
    delete older.flags;
    const fromOlder = diffTenderCopies(
      { tender: older as typeof tender, tabs: {}, storedAt: 0 },
      { tender, tabs: {}, storedAt: 1 },
    );
    expect(fromOlder).toEqual([]);
    // A second single bid on another lot is a new flag; the held ones are not named again.
    const one = { ...tender, flags: tender.flags.slice(1) };
    const found = diffTenderCopies(
      { tender: one, tabs: {}, storedAt: 0 },
      { tender, tabs: {}, storedAt: 1 },
    );
    expect(found).toEqual([{ kind: 'flag.new', after: 'single-bid' }]);
  });
});

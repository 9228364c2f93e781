import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../contract/api';
import { allEvents, tenderEvents } from '../../../../src/features/saved/model/calendar-events';
import type { CalendarContext } from '../../../../src/features/saved/model/calendar-events';
import { toIcs } from '../../../../src/features/saved/model/ics';
import { i18n } from '../../../../src/lib/i18n';
import '../../../../src/features/saved/deadlines-locales';
import { events, parseIcs, prop, utcStamp } from '../../../fixtures/ics';
import { shippedTender } from '../tender/shipped-tenders';
import { shippedCdbTender as cdbJson, shippedTenderIDs } from '../../../support/shipped-cdb';

/** The CDB fields a tender's deadlines come from, as the shipped JSON has them. */
interface CdbDeadlines {
  tenderID: string;
  title: string;
  title_en?: string;
  tenderPeriod?: { endDate?: string };
  enquiryPeriod?: { endDate?: string };
  auctionPeriod?: { startDate?: string };
  lots?: { status?: string; auctionPeriod?: { startDate?: string } }[];
}

const cdbTender = (id: string): CdbDeadlines => cdbJson(id) as unknown as CdbDeadlines;

const ORIGIN = 'https://portal.test';
const MINUTE = 60_000;

const context = (now: Date, lang: Lang = 'uk'): CalendarContext => ({
  lang,
  t: i18n.getFixedT(lang, 'savedDeadlines'),
  now,
  origin: ORIGIN,
});

/** Real tenders whose CDB JSON has a tender-period end. */
const WITH_END = shippedTenderIDs().filter((id) => cdbTender(id).tenderPeriod?.endDate);

/** The file of the tender's events as `now` sees them, read back. */
const fileOf = (id: string, now: Date, lang: Lang = 'uk') =>
  parseIcs(toIcs(tenderEvents(shippedTender(id), context(now, lang)), new Date()));

describe('the .ics file of a tender', () => {
  it('covers real tenders with a bidding deadline', () => {
    expect(WITH_END.length).toBeGreaterThan(5);
  });

  it.each(WITH_END)('%s: DTSTART is the CDB tender-period end in UTC', (id) => {
    const cdb = cdbTender(id);
    const end = cdb.tenderPeriod?.endDate ?? '';
    const calendar = fileOf(id, new Date(Date.parse(end) - MINUTE));
    expect(prop(calendar, 'VERSION')).toBe('2.0');
    expect(prop(calendar, 'PRODID')).toBeTruthy();
    const bidding = events(calendar).filter((event) => prop(event, 'UID')?.includes('tender-end'));
    expect(bidding).toHaveLength(1);
    const [event] = bidding;
    if (!event) throw new Error('no bidding event');
    expect(prop(event, 'DTSTART')).toBe(utcStamp(end));
    expect(prop(event, 'DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(prop(event, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(prop(event, 'UID')).toBe(`${cdb.tenderID}-tender-end@portal.test`);
    expect(prop(event, 'URL')).toBe(`${ORIGIN}/tender/${cdb.tenderID}`);
    expect(prop(event, 'SUMMARY')).toBe(`Кінець подання пропозицій: ${cdb.title}`);
    expect(prop(event, 'DESCRIPTION')).toContain(cdb.tenderID);
    const alarms = event.children.filter((child) => child.name === 'VALARM');
    expect(alarms).toHaveLength(1);
    expect(prop(alarms[0] as (typeof alarms)[0], 'TRIGGER')).toBe('-P1D');
    expect(prop(alarms[0] as (typeof alarms)[0], 'ACTION')).toBe('DISPLAY');
  });

  it.each(WITH_END)('%s: only deadlines ahead, soonest first', (id) => {
    const cdb = cdbTender(id);
    const before = fileOf(id, new Date('2000-01-01T00:00:00Z'));
    const starts = events(before).map((event) => prop(event, 'DTSTART') ?? '');
    expect(starts).toEqual([...starts].sort());
    const auctions = cdb.auctionPeriod?.startDate
      ? 1
      : (cdb.lots ?? []).filter(
          (lot) =>
            lot.auctionPeriod?.startDate &&
            !['cancelled', 'unsuccessful', 'complete'].includes(lot.status ?? ''),
        ).length;
    const enquiries = cdb.enquiryPeriod?.endDate ? 1 : 0;
    expect(starts).toHaveLength(1 + enquiries + auctions);
    expect(events(fileOf(id, new Date('2100-01-01T00:00:00Z')))).toHaveLength(0);
  });

  it('names a lot in its auction and gives each event its own UID', () => {
    const id = WITH_END.find((tenderId) =>
      (cdbTender(tenderId).lots ?? []).some((lot) => lot.auctionPeriod?.startDate),
    );
    if (!id) throw new Error('no shipped tender has a lot auction');
    const calendar = fileOf(id, new Date('2000-01-01T00:00:00Z'));
    const uids = events(calendar).map((event) => prop(event, 'UID'));
    expect(new Set(uids).size).toBe(uids.length);
    const auction = events(calendar).find((event) => prop(event, 'UID')?.includes('auction'));
    expect(prop(auction ?? events(calendar)[0] ?? calendar, 'SUMMARY')).toMatch(/лот \d+/);
  });

  it('is in English with the English title and an English link', () => {
    const id = WITH_END.find((tenderId) => cdbTender(tenderId).title_en) ?? WITH_END[0] ?? '';
    const cdb = cdbTender(id);
    const end = cdb.tenderPeriod?.endDate ?? '';
    const calendar = fileOf(id, new Date(Date.parse(end) - MINUTE), 'en');
    const [event] = events(calendar).filter((e) => prop(e, 'UID')?.includes('tender-end'));
    expect(prop(event ?? calendar, 'SUMMARY')).toBe(`Bidding closes: ${cdb.title_en ?? cdb.title}`);
    expect(prop(event ?? calendar, 'URL')).toBe(`${ORIGIN}/tender/${cdb.tenderID}?lang=en`);
  });
});

describe('all saved deadlines in one file', () => {
  it('holds every tender’s future deadlines, soonest first', () => {
    const ids = WITH_END.slice(0, 6);
    const now = new Date('2000-01-01T00:00:00Z');
    const each = ids.map((id) => tenderEvents(shippedTender(id), context(now)).length);
    const calendar = parseIcs(
      toIcs(
        allEvents(
          ids.map((id) => shippedTender(id)),
          context(now),
        ),
        now,
      ),
    );
    const starts = events(calendar).map((event) => prop(event, 'DTSTART') ?? '');
    expect(starts).toHaveLength(each.reduce((sum, count) => sum + count, 0));
    expect(starts).toEqual([...starts].sort());
    for (const id of ids) {
      expect(events(calendar).some((event) => prop(event, 'UID')?.startsWith(`${id}-`))).toBe(true);
    }
  });
});

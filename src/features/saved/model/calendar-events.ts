import type { TFunction } from 'i18next';
import type { Lang } from '../../../../contract/api';
import type { Tender } from '../../../../contract/tender';
import { pickLocalized } from '../../../lib/localized';
import { organizationName } from '../../../lib/organization-name';
import { deadlineUid, futureDeadlines } from './deadlines';
import type { Deadline } from './deadlines';
import type { CalendarEvent } from './ics';

export interface CalendarContext {
  lang: Lang;
  t: TFunction<'savedDeadlines'>;
  now: Date;
  /** The portal's origin ('https://portal.example'): the events link to the tender page there. */
  origin: string;
}

const tenderUrl = (tender: Tender, origin: string, lang: Lang): string => {
  const url = new URL(`/tender/${encodeURIComponent(tender.tenderID)}`, origin);
  if (lang === 'en') url.searchParams.set('lang', 'en');
  return url.href;
};

const deadlineName = (deadline: Deadline, t: CalendarContext['t']): string =>
  deadline.lot
    ? t(`lotKind.${deadline.kind}`, { number: deadline.lot.number })
    : t(`kind.${deadline.kind}`);

/** The calendar events of one tender's future deadlines. */
export function tenderEvents(tender: Tender, context: CalendarContext): CalendarEvent[] {
  const { lang, t, origin } = context;
  const title = pickLocalized(tender.title, tender.title_en, lang);
  const buyer = organizationName(tender.procuringEntity, lang);
  const url = tenderUrl(tender, origin, lang);
  const { host } = new URL(origin);
  return futureDeadlines(tender, context.now).map((deadline) => {
    const what = deadlineName(deadline, t);
    return {
      uid: deadlineUid(tender.tenderID, deadline, host),
      start: deadline.at,
      summary: t('summary', { what, title }),
      description: t('description', { tenderID: tender.tenderID, title, buyer, url }),
      url,
      alarm: t('alarm', { what, tenderID: tender.tenderID }),
    };
  });
}

/** Every future deadline of the tenders, soonest first. */
export function allEvents(tenders: readonly Tender[], context: CalendarContext): CalendarEvent[] {
  return tenders
    .flatMap((tender) => tenderEvents(tender, context))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The downloaded file's name: the tender's id, or one name for all saved deadlines. */
export const calendarFileName = (tender?: Tender): string =>
  tender ? `${tender.tenderID}.ics` : 'prozorro-deadlines.ics';

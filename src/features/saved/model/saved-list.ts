import type { TFunction } from 'i18next';
import type { Lang } from '../../../../contract/api';
import type { Tender } from '../../../../contract/tender';
import { formatDateTime, orDash } from '../../../lib/format';
import { pickLocalized } from '../../../lib/localized';
import type { LabelFn } from '../../../lib/use-reference-data';
import { paths } from '../../../../contract/routes/paths';
import { countsDown, timeLeft } from '../../../lib/countdown';
import type { CountdownParts } from '../../../lib/countdown';
import type { SavedTender } from '../store/saved-tenders';

export interface SavedListContext {
  lang: Lang;
  /** Dictionary labels (tender statuses). */
  label: LabelFn;
  t: TFunction<'saved'>;
  /** The moment the countdowns count from (a parameter, so the model stays pure). */
  now: Date;
}

/** One saved tender as its entry on /saved shows it: every string formatted, '—' when absent. */
export interface SavedEntryView {
  /** The internal id (the key of its saved mark and change log). */
  id: string;
  tenderID: string;
  href: string;
  title: string;
  status: { code: string; label: string };
  buyer: string;
  /** '3 дні 4 год до кінця подання' while bidding is open; undefined otherwise. */
  countdown: string | undefined;
  /** When the copy was fetched, in Kyiv time. */
  savedAt: { iso: string; text: string };
  /** When the tender itself last changed (its dateModified), as its page's head says it. */
  dataAsOf: { iso: string; text: string };
  /** The held copy, for its calendar file (built at the click). */
  tender: Tender;
}

function buyerName(tender: Tender, lang: Lang): string {
  const entity = tender.procuringEntity;
  const english = entity.name_en ?? entity.identifier.legalName_en;
  return orDash(pickLocalized(tender.procuringEntityName || entity.name, english, lang));
}

/** The units with a count ('3 дні 4 год'), the two largest kept by `timeLeft`. */
function unitsText({ days, hours, minutes }: CountdownParts, t: TFunction<'saved'>): string {
  return [
    days > 0 ? t('countdown.days', { count: days }) : '',
    hours > 0 ? t('countdown.hours', { count: hours }) : '',
    minutes > 0 ? t('countdown.minutes', { count: minutes }) : '',
  ]
    .filter((unit) => unit !== '')
    .join(' ');
}

/** The time left to submit, as the tender page's timeline counts it (bidding statuses only). */
function countdown(tender: Tender, context: SavedListContext): string | undefined {
  const end = tender.tenderPeriod?.endDate;
  if (!countsDown(tender.status) || !end) return undefined;
  // CDB dates carry their offset; an invalid one gives no countdown (timeLeft: NaN).
  const left = timeLeft(new Date(end), context.now);
  return left ? context.t('countdown.left', { time: unitsText(left, context.t) }) : undefined;
}

export function toSavedEntry({ copy }: SavedTender, context: SavedListContext): SavedEntryView {
  const { tender } = copy;
  const { lang } = context;
  const savedAt = new Date(copy.storedAt).toISOString();
  return {
    id: tender.id,
    tenderID: tender.tenderID,
    href: paths.tender(tender.tenderID),
    title: orDash(pickLocalized(tender.title, tender.title_en, lang)),
    status: {
      code: tender.status,
      label: orDash(context.label('tender_statuses', tender.status)),
    },
    buyer: buyerName(tender, lang),
    countdown: countdown(tender, context),
    savedAt: { iso: savedAt, text: formatDateTime(savedAt, lang) },
    dataAsOf: { iso: tender.dateModified, text: formatDateTime(tender.dateModified, lang) },
    tender,
  };
}

/** The entries of /saved, in the order given (the most recently saved first). */
export function toSavedList(
  saved: readonly SavedTender[],
  context: SavedListContext,
): SavedEntryView[] {
  return saved.map((item) => toSavedEntry(item, context));
}

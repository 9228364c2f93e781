import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../contract/api';
import type { Cancellation, Tender } from '../../../../../contract/tender';
import { localizedText } from '../../../../../contract/dictionary-label';
import { EM_DASH, formatDateTime } from '../../../../lib/format';
import type { LabelFn } from '../../../../lib/use-reference-data';
import { isShownCancellation } from './visibility';
import { toDocumentsView } from '../documents/documents-view';
import type { DocumentView } from '../documents/documents-view';

/** What the cancellations view model needs besides the tender: the language and its texts. */
export interface CancellationsContext {
  lang: Lang;
  /** Dictionary labels (`useLabel()`). */
  label: LabelFn;
  /** The tenderCancellations namespace in `lang`. */
  t: TFunction<'tenderCancellations'>;
}

export type CancellationRowId =
  | 'subject'
  | 'complaintStartDate'
  | 'complaintEndDate'
  | 'date'
  | 'rejectDate'
  | 'reasonType'
  | 'reason';

export interface CancellationRow {
  id: CancellationRowId;
  label: string;
  /** The value as a reader sees it; '—' when absent. */
  text: string;
  /** The moment for `<time dateTime>` when the value is a valid date. */
  dateTime?: string;
  /** Text written by the buyer (a lot title, the reason): isolated with `<bdi>`. */
  upstream: boolean;
}

export interface CancellationView {
  /** The accordion's id: `#cancellation-<id>` opens it. */
  id: string;
  /** 'Скасування № 1': the number in the order the CDB published them. */
  title: string;
  /** The cancelled lot's title for a lot cancellation; undefined for the whole tender. */
  lot: string | undefined;
  /** 'Лот: <title>' under the number in the header; undefined for the whole tender. */
  lotHeading: string | undefined;
  status: string;
  statusLabel: string;
  rows: CancellationRow[];
  /** The cancellation's documents, newest first, replaced versions under each. */
  documents: DocumentView[];
}

export interface AutomaticCancellationView {
  /** When the system declared the tender unsuccessful: '12 січня 2027, 00:04', or '—'. */
  date: string;
  dateTime: string | undefined;
}

export interface CancellationsView {
  /** Every cancellation that is not a draft, in CDB order. */
  cancellations: CancellationView[];
  /** Present when the tender is unsuccessful ("Cancellations block"). */
  automatic: AutomaticCancellationView | undefined;
  /** A single cancellation is open from the start: its reason is what the reader came for. */
  openFirst: boolean;
}

/** The block's status set plus the CDB's pending (the complaint period). */
const KNOWN_STATUSES = ['draft', 'pending', 'active', 'unsuccessful', 'complete'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];
const isKnownStatus = (status: string): status is KnownStatus =>
  (KNOWN_STATUSES as readonly string[]).includes(status);

/** Reason types of older CDB cancellations, absent from the shipped dictionary. */
const LEGACY_REASON_TYPES = ['cancelled', 'unsuccessful'] as const;
type LegacyReasonType = (typeof LEGACY_REASON_TYPES)[number];
const isLegacyReasonType = (code: string): code is LegacyReasonType =>
  (LEGACY_REASON_TYPES as readonly string[]).includes(code);

const validIso = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

function statusLabel(status: string, context: CancellationsContext): string {
  if (isKnownStatus(status)) return context.t(`status.${status}`);
  return status.trim() === '' ? EM_DASH : status;
}

function reasonTypeText(code: string | undefined, context: CancellationsContext): string {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '') return EM_DASH;
  const label = context.label('cancellation_reason_types', trimmed);
  if (label !== trimmed || !isLegacyReasonType(trimmed)) return label;
  return context.t(`legacyReason.${trimmed}`);
}

function lotTitle(cancellation: Cancellation, tender: Tender, lang: Lang): string | undefined {
  const ofLot =
    cancellation.cancellationOf === 'lot' ||
    (cancellation.cancellationOf === undefined && cancellation.relatedLot !== undefined);
  if (!ofLot) return undefined;
  const lot = tender.lots.find((entry) => entry.id === cancellation.relatedLot);
  if (lot) return localizedText(lot.title, lot.title_en, lang);
  return cancellation.relatedLot ?? EM_DASH;
}

function dateRow(
  id: CancellationRowId,
  value: string | undefined,
  context: CancellationsContext,
): CancellationRow {
  const dateTime = validIso(value);
  return {
    id,
    label: context.t(`row.${id}`),
    text: formatDateTime(value, context.lang),
    ...(dateTime === undefined ? {} : { dateTime }),
    upstream: false,
  };
}

function rowsOf(
  cancellation: Cancellation,
  lot: string | undefined,
  context: CancellationsContext,
): CancellationRow[] {
  const { t } = context;
  const reason = cancellation.reason?.trim() ?? '';
  const rows: CancellationRow[] = [
    {
      id: 'subject',
      label: t('row.subject'),
      text: lot ?? t('wholeTender'),
      upstream: lot !== undefined,
    },
    dateRow('complaintStartDate', cancellation.complaintPeriod?.startDate, context),
    dateRow('complaintEndDate', cancellation.complaintPeriod?.endDate, context),
  ];
  // The CDB moves a cancellation's date to the moment its status changed (docs/decisions.md).
  if (cancellation.status === 'active') rows.push(dateRow('date', cancellation.date, context));
  if (cancellation.status === 'unsuccessful') {
    rows.push(dateRow('rejectDate', cancellation.date, context));
  }
  rows.push(
    {
      id: 'reasonType',
      label: t('row.reasonType'),
      text: reasonTypeText(cancellation.reasonType, context),
      upstream: false,
    },
    {
      id: 'reason',
      label: t('row.reason'),
      text: reason === '' ? EM_DASH : reason,
      upstream: true,
    },
  );
  return rows;
}

/** A cancellation's documents as one list, newest first (they all belong to it). */
function documentsOf(cancellation: Cancellation, tender: Tender, lang: Lang): DocumentView[] {
  const { groups } = toDocumentsView({ ...tender, documents: cancellation.documents }, lang);
  const documents = groups.flatMap((group) => group.documents);
  if (groups.length < 2) return documents;
  return documents.sort((a, b) => (b.dateTime ?? '').localeCompare(a.dateTime ?? ''));
}

/** The accordion id of a cancellation (issue 13's complaints link to it). */
export const cancellationAnchor = (cancellationId: string): string =>
  `cancellation-${cancellationId}`;

/** The cancellations block: one entry per cancellation not a draft. */
export function toCancellationsView(
  tender: Tender,
  context: CancellationsContext,
): CancellationsView {
  const cancellations = tender.cancellations
    .filter(isShownCancellation)
    .map((cancellation, index) => {
      const number = String(index + 1);
      const lot = lotTitle(cancellation, tender, context.lang);
      return {
        id: cancellationAnchor(cancellation.id.trim() === '' ? number : cancellation.id),
        title: context.t('item', { number }),
        lot,
        lotHeading: lot === undefined ? undefined : context.t('lot', { name: lot }),
        status: cancellation.status,
        statusLabel: statusLabel(cancellation.status, context),
        rows: rowsOf(cancellation, lot, context),
        documents: documentsOf(cancellation, tender, context.lang),
      };
    });
  const ended = tender.date ?? tender.dateModified;
  const automatic =
    tender.status === 'unsuccessful'
      ? { date: formatDateTime(ended, context.lang), dateTime: validIso(ended) }
      : undefined;
  return { cancellations, automatic, openFirst: cancellations.length === 1 };
}

import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../../contract/api';
import type { Tender } from '../../../../../../contract/tender';
import type { Complaint } from '../../../../../../contract/tender-tabs';
import { formatMoney, orDash } from '../../../../../lib/format';
import { localizedText } from '../../../../../../contract/dictionary-label';
import type { LabelFn } from '../../../../../lib/use-reference-data';
import { toDocumentsView } from '../../../model/documents/documents-view';
import type { DocumentView } from '../../../model/documents/documents-view';
import { contactRows } from '../../../model/terms/contact';
import { addressValue, identifierValue, organizationName } from '../../../model/terms/organization';
import { DASH, text } from '../../../model/terms/rows';
import type { TermsContext, TermsRow } from '../../../model/terms/rows';
import { toDateView } from '../../model/entry-date';
import { entryAnchor, entryHref } from '../../model/entry-link';
import { labelOrOwn } from './complaint-status';
import type { StatusView } from './complaint-status';
import { toObjectionViews } from './objection-view';
import type { ObjectionView } from './objection-view';

export interface ComplaintsContext {
  lang: Lang;
  label: LabelFn;
  t: TFunction<'tenderComplaints'>;
  /** The shared organisation and contact rows (tenderTerms texts). */
  terms: TermsContext;
  /** The tender as the address names it, for the entry links. */
  tenderKey: string;
}

export interface ComplaintView {
  id: string;
  anchor: string;
  href: string;
  title: string;
  /** The complaint's number (complaintID), shown beside its title: many are titled 'Скарга'. */
  number: string | undefined;
  status: StatusView;
  description: string | undefined;
  /** The details tab: number, dates, complainant, review, decision. */
  details: TermsRow[];
  /** The denial tab: why it was left without review or withdrawn; undefined when neither. */
  denial: TermsRow[] | undefined;
  objections: ObjectionView[];
  documents: DocumentView[];
}

/** Complaint status codes the complaint_statuses dictionary does not name. */
const OWN_STATUSES = ['draft', 'cancelled'] as const;

export function complaintStatus(code: string, context: ComplaintsContext): StatusView {
  const own = (value: string) =>
    (OWN_STATUSES as readonly string[]).includes(value)
      ? context.t(`status.${value as (typeof OWN_STATUSES)[number]}`)
      : undefined;
  return { code, label: labelOrOwn('complaint_statuses', code, context.label, own) };
}

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

const dateRow = (id: string, label: string, value: string | undefined, lang: Lang): TermsRow => ({
  id,
  label,
  value: text(toDateView(value, lang).text),
});

function lotName(complaint: Complaint, tender: Tender, lang: Lang): string | undefined {
  if (complaint.relatedLot === undefined) return undefined;
  const lot = tender.lots.find((entry) => entry.id === complaint.relatedLot);
  return lot ? localizedText(lot.title, lot.title_en, lang) : complaint.relatedLot;
}

function complainantRows(complaint: Complaint, context: ComplaintsContext): TermsRow[] {
  const { t, terms } = context;
  const { complainant } = complaint;
  const contact = contactRows(complaint.contactPoint, terms).map((row) =>
    row.id === 'name' ? { ...row, label: t('details.contactName') } : row,
  );
  return [
    {
      id: 'complainant',
      label: t('details.complainant'),
      value: complainant ? text(organizationName(complainant, terms)) : DASH,
    },
    {
      id: 'identifier',
      label: t('details.identifier'),
      value: complainant ? identifierValue(complainant.identifier, terms) : DASH,
    },
    {
      id: 'address',
      label: t('details.address'),
      value: addressValue(complaint.address ?? complainant?.address, terms),
    },
    ...contact.map((row) => ({ ...row, id: `contact-${row.id}` })),
  ];
}

/** A complaint: every field always (the em dash when absent), the lot and fee when set. */
function detailRows(complaint: Complaint, tender: Tender, context: ComplaintsContext): TermsRow[] {
  const { lang, t } = context;
  const lot = lotName(complaint, tender, lang);
  const rows: TermsRow[] = [
    {
      id: 'complaintID',
      label: t('details.complaintID'),
      value: text(orDash(complaint.complaintID?.trim() ?? '')),
    },
    dateRow(
      'dateSubmitted',
      t('details.dateSubmitted'),
      complaint.dateSubmitted ?? complaint.date,
      lang,
    ),
    {
      id: 'status',
      label: t('details.status'),
      value: text(complaintStatus(complaint.status, context).label),
    },
    ...complainantRows(complaint, context),
    dateRow('dateAccepted', t('details.dateAccepted'), complaint.dateAccepted, lang),
    dateRow('reviewDate', t('details.reviewDate'), complaint.reviewDate, lang),
    {
      id: 'reviewPlace',
      label: t('details.reviewPlace'),
      value: text(orDash(complaint.reviewPlace?.trim() ?? '')),
    },
    dateRow('dateDecision', t('details.dateDecision'), complaint.dateDecision, lang),
  ];
  if (lot !== undefined)
    rows.splice(1, 0, { id: 'lot', label: t('details.lot'), value: text(lot) });
  if (complaint.value) {
    rows.push({
      id: 'value',
      label: t('details.value'),
      value: text(formatMoney(complaint.value, lang)),
    });
  }
  return rows;
}

/** The denial tab: the reject reason (complaint_reject_reasons), the withdrawal's reason and date. */
function denialRows(complaint: Complaint, context: ComplaintsContext): TermsRow[] | undefined {
  const { lang, label, t } = context;
  const reject = present(complaint.rejectReason)?.trim();
  const cancellation = present(complaint.cancellationReason);
  if (reject === undefined && cancellation === undefined) return undefined;
  const rows: TermsRow[] = [];
  if (reject !== undefined) {
    rows.push({
      id: 'rejectReason',
      label: t('denial.rejectReason'),
      value: text(label('complaint_reject_reasons', reject)),
    });
  }
  if (cancellation !== undefined) {
    rows.push(
      {
        id: 'cancellationReason',
        label: t('denial.cancellationReason'),
        value: text(cancellation),
      },
      dateRow('dateCanceled', t('denial.dateCanceled'), complaint.dateCanceled, lang),
    );
  }
  return rows;
}

export function toComplaintView(
  complaint: Complaint,
  tender: Tender,
  context: ComplaintsContext,
): ComplaintView {
  const anchor = entryAnchor('complaint', complaint.id);
  const documents = toDocumentsView(
    { documents: complaint.documents, lots: [], items: [] },
    context.lang,
  ).groups.flatMap((group) => group.documents);
  return {
    id: complaint.id,
    anchor,
    href: entryHref(context.tenderKey, 'tender_complaints', anchor),
    title: orDash(complaint.title.trim()),
    number: present(complaint.complaintID?.trim()),
    status: complaintStatus(complaint.status, context),
    description: present(complaint.description),
    details: detailRows(complaint, tender, context),
    denial: denialRows(complaint, context),
    objections: toObjectionViews(complaint, documents, context),
    documents,
  };
}

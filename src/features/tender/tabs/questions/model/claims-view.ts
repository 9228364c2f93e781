import type { Tender } from '../../../../../../contract/tender';
import type { Complaint } from '../../../../../../contract/tender-tabs';
import type { LabelFn } from '../../../../../lib/use-reference-data';
import { localizedText } from '../../../../../../contract/dictionary-label';
import { orDash } from '../../../../../lib/format';
import { organizationName } from '../../../../../lib/organization-name';
import { toDocumentsView } from '../../../model/documents/documents-view';
import type { DocumentView } from '../../../model/documents/documents-view';
import { complaintSubject, subjectKindOf } from '../../complaints/model/complaint-subject';
import { labelOrOwn } from '../../complaints/model/complaint-status';
import type { StatusView } from '../../complaints/model/complaint-status';
import { newestFirst, toDateView } from '../../model/entry-date';
import type { DateView } from '../../model/entry-date';
import { detailsHref, entryAnchor, entryHref } from '../../model/entry-link';
import type { QuestionsContext } from './questions-view';

/** The claim status set and the claim resolution types, named by the page. */
const CLAIM_STATUSES = [
  'draft',
  'claim',
  'answered',
  'invalid',
  'declined',
  'ignored',
  'resolved',
  'cancelled',
] as const;
const RESOLUTION_TYPES = ['resolved', 'declined', 'invalid'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export interface ClaimsContext extends QuestionsContext {
  label: LabelFn;
}

/** A link to the decision a claim is about, in the procurement-details tab. */
export interface SubjectLink {
  text: string;
  href: string | undefined;
}

export interface ClaimView {
  id: string;
  anchor: string;
  href: string;
  title: string;
  /** The claim's own number (UA-…-a.1), '—' without one. */
  complaintID: string;
  description: string | undefined;
  /** Submitted (else created). */
  date: DateView;
  /** The claimant ('—' when not named). */
  author: string;
  /** The award, qualification, cancellation or lot the claim is about; undefined: the tender. */
  subject: SubjectLink | undefined;
  status: StatusView;
  /** The customer's resolution, its type and date, once answered. */
  resolution: string | undefined;
  resolutionType: string | undefined;
  answerDate: DateView;
  /** What the claimant did with the answer (satisfied or not). */
  tendererAction: string | undefined;
  documents: DocumentView[];
}

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

function claimStatus(code: string, context: ClaimsContext): StatusView {
  const label = isOneOf(CLAIM_STATUSES, code)
    ? context.t(`claimStatus.${code}`)
    : labelOrOwn('complaint_statuses', code, context.label, () => undefined);
  return { code, label };
}

/** The decision a claim is about (linked), else the lot it names, else nothing: the tender. */
function subjectOf(claim: Complaint, tender: Tender, context: ClaimsContext) {
  const kind = subjectKindOf(claim.relatedObjectId, tender);
  if (kind === 'tender') {
    if (claim.relatedLot === undefined) return undefined;
    const lot = tender.lots.find((entry) => entry.id === claim.relatedLot);
    const name = lot ? localizedText(lot.title, lot.title_en, context.lang) : claim.relatedLot;
    return { text: context.t('about.lot', { name }), href: undefined } satisfies SubjectLink;
  }
  const subject = complaintSubject(kind, claim.relatedObjectId, tender, context.lang);
  return {
    text: context.t(`about.${kind}`, { name: subject.name }),
    href: subject.anchor === undefined ? undefined : detailsHref(context.tenderKey, subject.anchor),
  } satisfies SubjectLink;
}

function toClaimView(claim: Complaint, tender: Tender, context: ClaimsContext): ClaimView {
  const { lang, t, tenderKey } = context;
  const anchor = entryAnchor('claim', claim.id);
  const resolutionType = claim.resolutionType?.trim();
  return {
    id: claim.id,
    anchor,
    href: entryHref(tenderKey, 'tender_questions', anchor),
    title: orDash(claim.title.trim()),
    complaintID: orDash(claim.complaintID?.trim() ?? ''),
    description: present(claim.description),
    date: toDateView(claim.dateSubmitted ?? claim.date, lang),
    author: orDash(claim.complainant ? organizationName(claim.complainant, lang).trim() : ''),
    subject: subjectOf(claim, tender, context),
    status: claimStatus(claim.status, context),
    resolution: present(claim.resolution),
    resolutionType: resolutionType
      ? isOneOf(RESOLUTION_TYPES, resolutionType)
        ? t(`resolutionType.${resolutionType}`)
        : resolutionType
      : undefined,
    answerDate: toDateView(claim.dateAnswered, lang),
    tendererAction: present(claim.tendererAction),
    documents: toDocumentsView(
      { documents: claim.documents, lots: [], items: [] },
      lang,
    ).groups.flatMap((group) => group.documents),
  };
}

/** "Questions and requirements": the claims, newest first. */
export function toClaimViews(
  claims: readonly Complaint[],
  tender: Tender,
  context: ClaimsContext,
): ClaimView[] {
  return newestFirst(claims, (claim) => claim.dateSubmitted ?? claim.date).map((claim) =>
    toClaimView(claim, tender, context),
  );
}

import type { Lang } from '../../../../../../contract/api';
import type { Tender } from '../../../../../../contract/tender';
import { orDash } from '../../../../../lib/format';
import { organizationName } from '../../../../../lib/organization-name';

/** What a complaint or a claim is about: the conditions of the tender, or one decision. */
export type ComplaintSubjectKind = 'tender' | 'award' | 'qualification' | 'cancellation';

export interface ComplaintSubject {
  kind: ComplaintSubjectKind;
  /** The award's, qualification's or cancellation's id; undefined for the tender. */
  id: string | undefined;
  /** The award's supplier, the qualified bidder, or the cancellation's number ('—' unknown). */
  name: string;
  /** Where the procurement-details tab shows the object (`award-…`); undefined if nowhere. */
  anchor: string | undefined;
  /** The object's place in the tender (awards, bidders, cancellations in the tender's order). */
  rank: number;
}

const TENDER: ComplaintSubject = {
  kind: 'tender',
  id: undefined,
  name: '',
  anchor: undefined,
  rank: -1,
};

function awardSubject(tender: Tender, id: string, lang: Lang): ComplaintSubject {
  const index = tender.awards.findIndex((award) => award.id === id);
  const supplier = tender.awards[index]?.suppliers[0];
  return {
    kind: 'award',
    id,
    name: supplier ? orDash(organizationName(supplier, lang).trim()) : orDash(''),
    anchor: index === -1 ? undefined : `award-${id}`,
    rank: index === -1 ? Number.MAX_SAFE_INTEGER : index,
  };
}

/** The protocol of proposals opens a bidder (by its bid's id) with all its qualifications. */
function qualificationSubject(tender: Tender, id: string): ComplaintSubject {
  const index = tender.bidderQualifications.findIndex((bidder) =>
    bidder.qualifications.some((qualification) => qualification.id === id),
  );
  const bidder = tender.bidderQualifications[index];
  return {
    kind: 'qualification',
    id,
    name: orDash(bidder?.tendererName.trim() ?? ''),
    anchor: bidder ? `qualification-${bidder.id}` : undefined,
    rank: index === -1 ? Number.MAX_SAFE_INTEGER : index,
  };
}

/** A cancellation is known by its number: its place among the tender's cancellations. */
function cancellationSubject(tender: Tender, id: string): ComplaintSubject {
  const index = tender.cancellations.findIndex((cancellation) => cancellation.id === id);
  return {
    kind: 'cancellation',
    id,
    name: index === -1 ? orDash('') : String(index + 1),
    anchor: index === -1 ? undefined : `cancellation-${id}`,
    rank: index === -1 ? Number.MAX_SAFE_INTEGER : index,
  };
}

/** The subject of a complaint whose kind its list tells (the complaints endpoint's groups). */
export function complaintSubject(
  kind: ComplaintSubjectKind,
  relatedObjectId: string | undefined,
  tender: Tender,
  lang: Lang,
): ComplaintSubject {
  if (kind === 'tender' || relatedObjectId === undefined) return TENDER;
  if (kind === 'award') return awardSubject(tender, relatedObjectId, lang);
  if (kind === 'qualification') return qualificationSubject(tender, relatedObjectId);
  return cancellationSubject(tender, relatedObjectId);
}

/** The kind of the object a claim names (claims come in one list): looked up in the tender. */
export function subjectKindOf(
  relatedObjectId: string | undefined,
  tender: Tender,
): ComplaintSubjectKind {
  if (relatedObjectId === undefined) return 'tender';
  if (tender.awards.some((award) => award.id === relatedObjectId)) return 'award';
  if (tender.cancellations.some((cancellation) => cancellation.id === relatedObjectId)) {
    return 'cancellation';
  }
  const isQualification = tender.bidderQualifications.some((bidder) =>
    bidder.qualifications.some((qualification) => qualification.id === relatedObjectId),
  );
  return isQualification ? 'qualification' : 'tender';
}

/** One complaint or claim in the portal shape, with its objections. */
import type { Complaint, Objection } from '../../../../contract/tender-tabs.ts';
import { toAddress, toContactPoint, toOrganization, toValue } from '../common.ts';
import { toDocuments } from '../documents.ts';
import { compact, rec, recs, str, type Json } from '../read.ts';

const toObjection = (o: Json): Objection =>
  compact({
    id: str(o, 'id') ?? '',
    title: str(o, 'title') ?? '',
    description: str(o, 'description'),
    relatesTo: str(o, 'relatesTo'),
    relatedItem: str(o, 'relatedItem'),
    classification: rec(o, 'classification')
      ? compact({
          scheme: str(rec(o, 'classification'), 'scheme'),
          id: str(rec(o, 'classification'), 'id'),
          description: str(rec(o, 'classification'), 'description'),
        })
      : undefined,
    arguments: recs(o, 'arguments').map((a) =>
      compact({
        id: str(a, 'id'),
        description: str(a, 'description'),
        evidences: recs(a, 'evidences').map((e) =>
          compact({
            id: str(e, 'id'),
            title: str(e, 'title'),
            description: str(e, 'description'),
            relatedDocument: str(e, 'relatedDocument'),
          }),
        ),
      }),
    ),
    requestedRemedies: recs(o, 'requestedRemedies').map((r) =>
      compact({ id: str(r, 'id'), type: str(r, 'type'), description: str(r, 'description') }),
    ),
  });

export const toComplaint = (o: Json, relatedObjectId?: string): Complaint => {
  const author = rec(o, 'author');
  return compact({
    id: str(o, 'id') ?? '',
    complaintID: str(o, 'complaintID'),
    // CDB calls a claim "claim"; everything else (complaint, older unset types) is a complaint.
    type: str(o, 'type') === 'claim' ? 'claim' : 'complaint',
    status: str(o, 'status') ?? '',
    title: str(o, 'title') ?? '',
    description: str(o, 'description'),
    date: str(o, 'date'),
    dateSubmitted: str(o, 'dateSubmitted'),
    dateAnswered: str(o, 'dateAnswered'),
    dateEscalated: str(o, 'dateEscalated'),
    dateAccepted: str(o, 'dateAccepted'),
    dateDecision: str(o, 'dateDecision'),
    dateCanceled: str(o, 'dateCanceled'),
    reviewDate: str(o, 'reviewDate'),
    reviewPlace: str(o, 'reviewPlace'),
    resolution: str(o, 'resolution'),
    resolutionType: str(o, 'resolutionType'),
    tendererAction: str(o, 'tendererAction'),
    rejectReason: str(o, 'rejectReason'),
    cancellationReason: str(o, 'cancellationReason'),
    relatedLot: str(o, 'relatedLot'),
    value: toValue(rec(o, 'value')),
    complainant: author ? toOrganization(author) : undefined,
    address: toAddress(rec(author, 'address')),
    contactPoint: toContactPoint(rec(author, 'contactPoint')),
    objections: recs(o, 'objections').map(toObjection),
    documents: toDocuments(o),
    relatedObjectId,
  });
};

/** Every complaint and claim of a tender, by where CDB keeps it. */
export interface ComplaintsBySource {
  tender: Complaint[];
  award: Complaint[];
  qualification: Complaint[];
  cancellation: Complaint[];
}

const nested = (tender: Json, key: string): Complaint[] =>
  recs(tender, key).flatMap((owner) =>
    recs(owner, 'complaints').map((c) => toComplaint(c, str(owner, 'id'))),
  );

export const complaintsBySource = (tender: Json): ComplaintsBySource => ({
  tender: recs(tender, 'complaints').map((c) => toComplaint(c)),
  award: nested(tender, 'awards'),
  qualification: nested(tender, 'qualifications'),
  cancellation: nested(tender, 'cancellations'),
});

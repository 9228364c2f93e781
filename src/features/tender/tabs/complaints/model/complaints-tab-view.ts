import type { Tender } from '../../../../../../contract/tender';
import type { Complaint, TenderComplaintsAnswer } from '../../../../../../contract/tender-tabs';
import { newestFirst } from '../../model/entry-date';
import { detailsHref } from '../../model/entry-link';
import { complaintSubject } from './complaint-subject';
import type { ComplaintSubjectKind } from './complaint-subject';
import { toComplaintView } from './complaint-view';
import type { ComplaintsContext, ComplaintView } from './complaint-view';

/** The complaints about one object: the tender's conditions, an award, a qualification… */
export interface ComplaintGroupView {
  key: string;
  kind: ComplaintSubjectKind;
  /** 'Скарги на рішення щодо учасника' (the name follows it, isolated). */
  heading: string;
  /** The supplier, the bidder or the cancellation's number; undefined for the tender. */
  name: string | undefined;
  /** The object in the procurement-details tab, when it is shown there. */
  link: { text: string; href: string } | undefined;
  /** Newest first. */
  complaints: ComplaintView[];
}

const LISTS: readonly [keyof TenderComplaintsAnswer['data'], ComplaintSubjectKind][] = [
  ['tenderComplaints', 'tender'],
  ['awardComplaints', 'award'],
  ['qualificationComplaints', 'qualification'],
  ['cancellationComplaints', 'cancellation'],
];

const KIND_ORDER: readonly ComplaintSubjectKind[] = LISTS.map(([, kind]) => kind);

/**
 * The complaints tab: tender, award, qualification and cancellation complaints grouped by
 * what they are about (the tender first, then each object in the tender's order).
 */
export function toComplaintGroups(
  data: TenderComplaintsAnswer['data'],
  tender: Tender,
  context: ComplaintsContext,
): ComplaintGroupView[] {
  const { lang, t, tenderKey } = context;
  const groups = new Map<
    string,
    { order: [number, number]; group: ComplaintGroupView; list: Complaint[] }
  >();
  for (const [list, kind] of LISTS) {
    for (const complaint of data[list]) {
      const subject = complaintSubject(kind, complaint.relatedObjectId, tender, lang);
      const key = `${subject.kind}:${subject.id ?? ''}`;
      const entry = groups.get(key);
      if (entry) {
        entry.list.push(complaint);
        continue;
      }
      groups.set(key, {
        order: [KIND_ORDER.indexOf(subject.kind), subject.rank],
        list: [complaint],
        group: {
          key,
          kind: subject.kind,
          heading: t(`group.${subject.kind}`),
          name: subject.kind === 'tender' ? undefined : subject.name,
          link:
            subject.kind === 'tender' || subject.anchor === undefined
              ? undefined
              : {
                  text: t(`groupLink.${subject.kind}`),
                  href: detailsHref(tenderKey, subject.anchor),
                },
          complaints: [],
        },
      });
    }
  }
  return [...groups.values()]
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
    .map(({ group, list }) => ({
      ...group,
      complaints: newestFirst(list, (complaint) => complaint.dateSubmitted ?? complaint.date).map(
        (complaint) => toComplaintView(complaint, tender, context),
      ),
    }));
}

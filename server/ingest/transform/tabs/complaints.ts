/** GET /api/tenders/:id/complaints: complaints (not claims) by what they are about. */
import type { Complaint, TenderComplaintsAnswer } from '../../../../contract/tender-tabs.ts';
import type { Json } from '../read.ts';
import { complaintsBySource } from './complaint.ts';

const onlyComplaints = (list: Complaint[]): Complaint[] =>
  list.filter((complaint) => complaint.type === 'complaint');

export const toComplaintsTab = (
  tender: Json,
  bySource = complaintsBySource(tender),
): TenderComplaintsAnswer['data'] => ({
  tenderComplaints: onlyComplaints(bySource.tender),
  awardComplaints: onlyComplaints(bySource.award),
  qualificationComplaints: onlyComplaints(bySource.qualification),
  cancellationComplaints: onlyComplaints(bySource.cancellation),
});

/** Answers of the tender tab endpoints: questions, complaints, agreements, monitorings. */
import type { Monitoring } from './monitoring.ts';
import type {
  Address,
  ContactPoint,
  Document,
  Organization,
  Period,
  Value,
} from './tender-parts.ts';

export interface Question {
  id: string;
  title: string;
  description?: string;
  date?: string;
  dateAnswered?: string;
  answer?: string;
  /** has_answer or no_answer. */
  status: 'has_answer' | 'no_answer';
  questionOf?: string;
  relatedItem?: string;
  author?: Organization;
}

export interface ObjectionRequestedRemedy {
  id?: string;
  type?: string;
  description?: string;
}

export interface ObjectionArgument {
  id?: string;
  description?: string;
  evidences: { id?: string; title?: string; description?: string; relatedDocument?: string }[];
}

export interface Objection {
  id: string;
  title: string;
  description?: string;
  relatesTo?: string;
  relatedItem?: string;
  classification?: { scheme?: string; id?: string; description?: string };
  /** The justification tab. */
  arguments: ObjectionArgument[];
  /** The requirements tab. */
  requestedRemedies: ObjectionRequestedRemedy[];
}

/** A complaint or a claim (type "claim"). */
export interface Complaint {
  id: string;
  complaintID?: string;
  type: 'complaint' | 'claim';
  status: string;
  title: string;
  description?: string;
  date?: string;
  /** Submission date. */
  dateSubmitted?: string;
  dateAnswered?: string;
  dateEscalated?: string;
  dateAccepted?: string;
  dateDecision?: string;
  dateCanceled?: string;
  reviewDate?: string;
  reviewPlace?: string;
  resolution?: string;
  resolutionType?: string;
  tendererAction?: string;
  rejectReason?: string;
  cancellationReason?: string;
  relatedLot?: string;
  value?: Value;
  complainant?: Organization;
  /** The complainant's address and contact point, for the details list. */
  address?: Address;
  contactPoint?: ContactPoint;
  objections: Objection[];
  documents: Document[];
  /** Which object the complaint is about (the award, qualification or cancellation id). */
  relatedObjectId?: string;
}

export interface TenderQuestionsAnswer {
  data: { questions: Question[]; claims: Complaint[] };
}

export interface TenderComplaintsAnswer {
  data: {
    tenderComplaints: Complaint[];
    awardComplaints: Complaint[];
    qualificationComplaints: Complaint[];
    cancellationComplaints: Complaint[];
  };
}

export interface ContractChange {
  id: string;
  status: string;
  contractNumber?: string;
  additionalContractNumber?: string;
  dateSigned?: string;
  date?: string;
  rationale?: string;
  rationaleTypes: string[];
  documents: Document[];
}

export interface ContractPayment {
  id?: string;
  status?: string;
  date?: string;
  title?: string;
  description?: string;
  value?: Value;
}

/** A contract of the tender: the contracting-API object when there is one. */
export interface Contract {
  id: string;
  contractID?: string;
  contractNumber?: string;
  status: string;
  title?: string;
  title_en?: string;
  description?: string;
  awardID?: string;
  date?: string;
  dateSigned?: string;
  dateModified?: string;
  period?: Period;
  value?: Value;
  amountPaid?: Value;
  relatedLotIds: string[];
  terminationDetails?: string;
  suppliers: Organization[];
  buyer?: Organization;
  changes: ContractChange[];
  payments: ContractPayment[];
  documents: Document[];
  /** "contracting" when it comes from the contracting API, "tender" when only the tender lists it. */
  source: 'contracting' | 'tender';
}

export interface AgreementChange {
  id: string;
  status: string;
  agreementNumber?: string;
  dateSigned?: string;
  date?: string;
  rationaleType?: string;
  rationale?: string;
  /** The price changes (modifications) of the change. */
  modifications: { itemId?: string; factor?: number; addend?: number; contractId?: string }[];
}

export interface AgreementMember {
  id: string;
  status: string;
  suppliers: Organization[];
  date?: string;
}

/** An agreement of the tender. */
export interface Agreement {
  id: string;
  agreementID?: string;
  agreementNumber?: string;
  status: string;
  title?: string;
  date?: string;
  signDate?: string;
  period?: Period;
  termination?: string;
  changes: AgreementChange[];
  contracts: AgreementMember[];
  documents: Document[];
  minimalOffers?: number;
  preQualification?: boolean;
  consequentOrder?: boolean;
  auction?: boolean;
  restrictedPrice?: boolean;
  restrictedCurrency?: boolean;
}

export interface TenderAgreementsAnswer {
  data: { agreements: Agreement[]; contracts: Contract[] };
}

export type * from './monitoring.ts';

export interface TenderMonitoringsAnswer {
  data: Monitoring[];
}

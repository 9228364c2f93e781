/** DASU monitorings of a tender, as GET /api/tenders/:id/monitorings answers. */
import type { Document, Identifier } from './tender-parts.ts';

export interface MonitoringParty {
  id?: string;
  name: string;
  identifier?: Identifier;
  roles: string[];
}

export interface MonitoringPost {
  id: string;
  title?: string;
  description?: string;
  datePublished?: string;
  author?: string;
  postOf?: string;
  relatedPost?: string;
  documents: Document[];
}

export interface MonitoringConclusion {
  violationOccurred?: boolean;
  violationType: string[];
  otherViolationType?: string;
  auditFinding?: string;
  stringsAttached?: string;
  description?: string;
  datePublished?: string;
  documents: Document[];
}

/** A court appeal ("appeal") or an administrative liability protocol ("liability"). */
export interface MonitoringProceeding {
  type: 'appeal' | 'liability';
  protocolNumber?: string;
  proceedingNumber?: string;
  proceedingDate?: string;
  article?: string;
  part?: string;
  description?: string;
  datePublished?: string;
}

/** A dated statement with documents: the decision, the elimination report, the cancellation. */
export interface MonitoringRecord {
  description?: string;
  date?: string;
  datePublished?: string;
  documents: Document[];
}

/** A monitoring of the tender. */
export interface Monitoring {
  id: string;
  monitoring_id: string;
  tender_id: string;
  status: string;
  reasons: string[];
  procuringStages: string[];
  dateCreated?: string;
  dateModified?: string;
  /** Start of the monitoring period. */
  startDate?: string;
  endDate?: string;
  /** When the decision to start was published. */
  datePublished?: string;
  decision?: MonitoringRecord;
  conclusion?: MonitoringConclusion;
  /** Requests for explanations (posts) and their answers. */
  posts: MonitoringPost[];
  eliminationReport?: MonitoringRecord;
  eliminationResolution?: {
    result?: string;
    resultByType?: Record<string, string>;
    description?: string;
    datePublished?: string;
    documents: Document[];
  };
  proceedings: MonitoringProceeding[];
  cancellation?: MonitoringRecord;
  parties: MonitoringParty[];
}

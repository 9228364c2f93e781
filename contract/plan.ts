/** The portal shape of a procurement plan and its search row. */
import type {
  Classification,
  Document,
  Organization,
  Period,
  Unit,
  Value,
} from './tender-parts.ts';

export interface PlanBudget extends Partial<Value> {
  description?: string;
  year?: number;
  period?: Period;
}

/** The project a plan belongs to: the plan's own (a DREAM project with its page), else the budget's. */
export interface PlanProject {
  title: string;
  uri?: string;
}

export interface PlanItem {
  id: string;
  description: string;
  classification?: Classification;
  additionalClassifications: Classification[];
  quantity?: number;
  unit?: Unit;
  deliveryDate?: Period;
}

export interface Plan {
  id: string;
  planID: string;
  status: string;
  /** The budget's description, else the classification's. */
  title: string;
  procuringEntity: Organization;
  buyers: Organization[];
  budget?: PlanBudget;
  classification?: Classification;
  additionalClassifications: Classification[];
  items: PlanItem[];
  procurementMethod?: string;
  procurementMethodType?: string;
  tenderPeriod?: Period;
  /** The tender announced from this plan, when there is one (its internal id). */
  tender_id?: string;
  /**
   * GET /api/plans/:id only: that tender's ids, when the tender is stored (`test`: a test
   * object, whose tenderID other test objects may share).
   */
  linkedTender?: { id: string; tenderID: string; test?: boolean };
  rationale?: string;
  project?: PlanProject;
  documents: Document[];
  datePublished?: string;
  dateCreated?: string;
  dateModified: string;
  /** 'test' marks API-documentation examples and sandbox objects (CDB `mode`). */
  mode?: 'test';
}

/** One search result row for the plan section. */
export interface PlanSearchHit {
  id: string;
  planID: string;
  title: string;
  status: string;
  budget?: Value;
  buyerName: string;
  buyerId?: string;
  procurementMethodType?: string;
  year?: number;
  datePublished?: string;
  dateModified: string;
  /** 'test' marks API-documentation examples and sandbox objects (CDB `mode`). */
  mode?: 'test';
}

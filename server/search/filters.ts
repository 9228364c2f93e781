import type { FlagCode } from '../../contract/flags.ts';
import type { DateRangeKey, SortKey, SortOrder } from '../../contract/search.ts';

/** A validated half-open range [from, to) of instants; either bound may be open. */
export interface InstantRange {
  from?: Date;
  to?: Date;
}

/** The validated filters of one search; empty lists mean "no filter". */
export interface SearchFilters {
  text?: string;
  buyer: string[];
  tenderer: string[];
  vendor: string[];
  procuringEntity: string[];
  funders: string[];
  year: number[];
  status: string[];
  region: string[];
  /** The 8 digits of exact CPV codes. */
  cpv: string[];
  /** CPV masks (code prefixes). */
  cpvMask: string[];
  procType: string[];
  value?: { min?: number; max?: number };
  dates: Partial<Record<DateRangeKey, InstantRange>>;
  procRationale: string[];
  milestone: string[];
  group: string[];
  awardCriteria: string[];
  /** 0: no local-share requirement; N: a requirement of at least N %. */
  localShare?: number;
  frameworkTypes: string[];
  /** Red-flag codes: tenders with any of them. */
  flags: FlagCode[];
  sort?: { key: SortKey; order: SortOrder };
  /** mode=test: test objects (CDB mode "test") are found too; else they are left out. */
  includeTest: boolean;
}

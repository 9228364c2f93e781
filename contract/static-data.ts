import type { Lang } from './api.ts';

/**
 * Reference dictionaries served by GET /api/static-data, each a file
 * data/dictionaries/<key>.json built by scripts/build-dictionaries.ts. Sources are paths under
 * the upstream dictionary folder (standards/ = ProzorroUKR/standards; see data/dictionaries/SOURCES.md); "authored" lives in
 * scripts/dictionary-sources/. Entries are keyed by the code found in CDB data.
 */
export const DICTIONARY_KEYS = [
  /** authored: the header links */
  'header_menu',
  /** authored: the footer links */
  'footer_menu',
  /** standards/organizations/brokers.json merged with perevorot-prozorro/platforms.json */
  'marketplaces',
  /** authored: what each accreditation level 1–4 allows */
  'marketplace_accreditation_levels',
  /** authored: how users sign in and sign on a marketplace */
  'marketplace_auth_methods',
  /** standards/codelists/tender/tender_status.json; active, complete, unsuccessful relabelled */
  'tender_statuses',
  /** standards/codelists/tender/tender_procurement_method_type.json */
  'procurement_method_types',
  /** authored: procurementMethodRationale values (defense, COVID-19) */
  'procurement_method_rationales',
  /** standards/codelists/tender/tender_currency.json */
  'currencies',
  /** standards/classifiers/ua_regions.json, English authored */
  'regions',
  /** standards/codelists/tender/tender_main_procurement_category.json */
  'main_procurement_categories',
  /** standards/codelists/tender/tender_cause.json (negotiation and reporting causes) */
  'tender_causes',
  /** standards/organizations/kind.json (procuringEntity.kind) */
  'organization_kinds',
  /** standards/organizations/scale.json (supplier scale) */
  'organization_scales',
  /** standards/unit_codes/recommended.json (recommended unit codes) */
  'unit_codes',
  /** standards/codelists/milestones/code.json */
  'milestone_codes',
  /** standards/codelists/milestones/title.json */
  'milestone_titles',
  /** standards/codelists/milestones/day_type.json */
  'milestone_day_types',
  /** derived/cpv_dk021_uk_en.json: the national classifier ДК 021:2015 (CPV), 9458 codes */
  'cpv',
  /** authored: awardCriteria values */
  'award_criteria',
  /** standards/codelists/tender/tender_funder.json, keyed by identifier.id */
  'funders',
  /** standards/complaints/complaint_status.json */
  'complaint_statuses',
  /** standards/frameworks/framework_types.json */
  'framework_types',
  /** standards/AMCU/requested_remedies_type.json, English authored */
  'requested_remedies_types',
  /** standards/AMCU/violation_amcu.json (objection scheme violation_amcu), English authored */
  'amcu_violations',
  /** standards/AMCU/amcu.json (objection scheme amcu) */
  'amcu_objections',
  /** standards/AMCU/amcu_24.json (objection scheme amcu_24) */
  'amcu_24_objections',
  /** standards/criteria/other.json (objection scheme other), English authored */
  'other_criteria',
  /** standards/criteria/article_16.json (objection scheme article_16), English authored */
  'article_16_criteria',
  /** standards/criteria/article_17.json (objection scheme article_17), English authored */
  'article_17_criteria',
  /** standards/codelists/cancellation_reason_type.json */
  'cancellation_reason_types',
  /** standards/complaints/complaint_reject_reason.json */
  'complaint_reject_reasons',
  /** standards/monitorings/monitoring_procuring_stage.json */
  'monitoring_procuring_stages',
  /** standards/monitorings/monitoring_reason.json */
  'monitoring_reasons',
  /** standards/monitorings/monitoring_violation_type.json */
  'monitoring_violation_types',
  /** standards/codelists/contract_change_rationale_type.json over its decree 1178 codes */
  'contract_change_rationale_types',
  /** standards/codelists/agreement_change_rationale_type.json */
  'agreement_change_rationale_types',
  /** authored: bidder qualification statuses */
  'qualification_statuses',
  /** authored: award statuses */
  'award_statuses',
  /** authored by the news work: article dictionary */
  'article',
  /** authored by the news work: article groups */
  'group',
  /** authored by the news work: home page banners */
  'banner',
] as const;

export type DictionaryKey = (typeof DICTIONARY_KEYS)[number];

/**
 * One dictionary entry. Labels carry the language in the field name (title_uk / title_en,
 * name_uk / name_en); the answer for lang=en keeps the Ukrainian labels as the fallback.
 */
export interface DictionaryEntry {
  title_uk?: string;
  title_en?: string;
  name_uk?: string;
  name_en?: string;
  [field: string]: unknown;
}

export interface Dictionary {
  date_modified: string;
  data: Record<string, DictionaryEntry>;
}

/** One element of the `cache` query array: what the client already holds. */
export interface CacheRequest {
  key: DictionaryKey;
  date_modified?: string;
}

/** Query: ?lang=uk&cache[0][key]=tender_statuses&cache[0][date_modified]=… */
export interface StaticDataQuery {
  lang?: Lang;
  cache: CacheRequest[];
}

/**
 * Answer: only the dictionaries the client lacks or holds in an older version.
 * A requested key missing from `data` is current in the client's copy.
 */
export interface StaticDataResponse {
  data: Partial<Record<DictionaryKey, Dictionary>>;
}

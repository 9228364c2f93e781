import type { Tender } from '../../contract/tender.ts';
import type { OrgContribution } from '../db/org-tenders.ts';
import type { TenderColumn } from '../db/tender-rows.ts';
import { flagCodes } from '../flags/index.ts';
import { orgContributions } from '../orgs/contributions.ts';
import { toTenderSearchDocument } from '../search/tender-document.ts';
import type { CdbTender } from './cdb.ts';
import { codeOf } from './transform/read.ts';
import { toTenderOwnTabs } from './transform/tabs/own-tabs.ts';
import { toPortalTender, TRANSFORM_VERSION } from './transform/tender.ts';

/**
 * The amount the value sort and filter use: none for an ESCO tender's minValue of 0, which is
 * no expected value (its price is the energy savings; migration 010); a real 0 stays 0.
 */
const expectedAmount = (tender: Tender): number | null => {
  const amount = tender.value?.amount;
  if (amount === undefined) return null;
  return tender.procurementMethodType === 'esco' && amount === 0 ? null : amount;
};

/**
 * The row a CDB tender is stored as (migrations 001, 003, 005, 007 and 011): its portal shape
 * (with its red flags), its own tabs and the search columns (with the flag codes); and the rows
 * it adds to the organisation profiles (migration 012). Pure; every row lists the same columns
 * in the same order.
 */
export const tenderRow = (cdb: CdbTender): { columns: TenderColumn[]; orgs: OrgContribution[] } => {
  const tabs = toTenderOwnTabs(cdb);
  const tender = toPortalTender(cdb, tabs);
  const doc = toTenderSearchDocument(cdb, tender);
  const codes = flagCodes(tender.flags);
  const orgs = orgContributions(cdb, {
    id: tender.id,
    status: tender.status,
    dateModified: tender.dateModified,
    publishedAt: doc.publishedAt,
    expectedAmount: expectedAmount(tender),
    currency: tender.value?.currency,
    flagCodes: codes,
    isTest: tender.mode === 'test',
  });
  const columns = [
    { name: 'id', store: '?', value: tender.id },
    { name: 'tender_id', store: '?', value: tender.tenderID },
    { name: 'date_modified', store: '?::timestamptz', value: tender.dateModified },
    { name: 'transform_version', store: '?::integer', value: TRANSFORM_VERSION },
    { name: 'status', store: '?', value: tender.status },
    { name: 'procurement_method_type', store: '?', value: tender.procurementMethodType },
    { name: 'title', store: '?', value: tender.title },
    { name: 'title_en', store: '?', value: tender.title_en ?? null },
    { name: 'procuring_entity_name', store: '?', value: tender.procuringEntityName },
    { name: 'procuring_entity_id', store: '?', value: codeOf(cdb.procuringEntity) ?? null },
    { name: 'value_amount', store: '?::double precision', value: expectedAmount(tender) },
    { name: 'value_currency', store: '?', value: tender.value?.currency ?? null },
    { name: 'is_test', store: '?::boolean', value: tender.mode === 'test' },
    { name: 'data', store: '?::json', value: JSON.stringify(tender) },
    { name: 'tabs', store: '?::json', value: JSON.stringify(tabs) },
    { name: 'hit', store: '?::json', value: JSON.stringify(doc.hit) },
    { name: 'search_text', store: '?', value: doc.searchText },
    { name: 'search_codes', store: '?', value: doc.searchCodes },
    { name: 'published_at', store: '?::timestamptz', value: doc.publishedAt ?? null },
    { name: 'buyer_ids', store: '?::text[]', value: doc.buyerIds },
    { name: 'tenderer_ids', store: '?::text[]', value: doc.tendererIds },
    { name: 'funder_ids', store: '?::text[]', value: doc.funderIds },
    { name: 'cpv_codes', store: '?::text[]', value: doc.cpvCodes },
    { name: 'cpv_prefixes', store: '?::text[]', value: doc.cpvPrefixes },
    { name: 'region', store: '?', value: doc.region ?? null },
    { name: 'proc_rationale', store: '?', value: doc.procRationale ?? null },
    { name: 'award_criteria', store: '?', value: doc.awardCriteria ?? null },
    { name: 'flag_codes', store: '?::text[]', value: codes },
    { name: 'milestone_codes', store: '?::text[]', value: doc.milestoneCodes },
    { name: 'main_category', store: '?', value: doc.mainCategory ?? null },
    { name: 'local_share', store: '?::double precision', value: doc.localShare ?? null },
    { name: 'enquiry_period', store: '?::tstzrange', value: doc.periods.enquiry },
    { name: 'tender_period', store: '?::tstzrange', value: doc.periods.tender },
    { name: 'auction_period', store: '?::tstzrange', value: doc.periods.auction },
    { name: 'award_period', store: '?::tstzrange', value: doc.periods.award },
    { name: 'qualification_period', store: '?::tstzrange', value: doc.periods.qualification },
  ];
  return { columns, orgs };
};

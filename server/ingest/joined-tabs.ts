/**
 * The tabs that join objects of other APIs to a tender: the agreements tab, and the counters and
 * contract flags that are recomputed whenever the tender or an object joined to it is stored.
 */
import type { TenderAgreementsAnswer } from '../../contract/tender-tabs.ts';
import type { Queryable } from '../db/database.ts';
import {
  findTabSubject,
  joinedAgreements,
  joinedCounts,
  storedFlagInputs,
  storeTabCounters,
  type TabSubject,
} from '../db/entities/tender-tabs.ts';
import { updateOrgFlagCodes } from '../db/org-tenders.ts';
import { flagCodes, withContractFlags } from '../flags/index.ts';
import { mergeById } from './transform/tabs/agreements.ts';

/** The own lists the agreements tab shows. */
export const AGREEMENTS_TAB_LISTS = ['agreements', 'contracts'] as const;

/** Agreements and contracts: the agreements/contracting-API objects first, then the tender's own. */
export const agreementsTab = async (
  db: Queryable,
  subject: TabSubject,
): Promise<TenderAgreementsAnswer['data']> => {
  const joined = await joinedAgreements(db, subject.id);
  return {
    agreements: mergeById(joined.agreements, subject.tabs.agreements),
    contracts: mergeById(joined.contracts, subject.tabs.contracts),
  };
};

/**
 * tabCounters.monitorings and .agreements count joined objects, and the contract flags read the
 * contracting-API contracts: they are recomputed whenever the tender or an object joined to it
 * is loaded, so the load order does not matter. Tenders with nothing joined keep the counters
 * and flags their transform set (one query for all of them).
 */
export const refreshTabCounters = async (db: Queryable, tenderIds: Iterable<string>) => {
  const ids = [...new Set(tenderIds)];
  if (ids.length === 0) return;
  for (const { id, monitorings, others } of await joinedCounts(db, ids)) {
    if (monitorings + others === 0) continue;
    const subject = await findTabSubject(db, id, AGREEMENTS_TAB_LISTS);
    if (!subject) continue;
    const agreements = await agreementsTab(db, subject);
    const stored = await storedFlagInputs(db, id);
    const flags = withContractFlags(stored.flags, agreements.contracts, stored.awards);
    await storeTabCounters(db, id, {
      monitorings,
      agreements: agreements.agreements.length + agreements.contracts.length,
      flags,
      flagCodes: flagCodes(flags),
    });
    await updateOrgFlagCodes(db, id, flagCodes(flags));
  }
};

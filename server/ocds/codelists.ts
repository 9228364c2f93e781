/** CDB codes → the OCDS 1.1 codelists (and the bid extension's). Unknown codes map to nothing. */
import type {
  OcdsAwardStatus,
  OcdsBidStatus,
  OcdsContractStatus,
  OcdsTender,
  OcdsTenderStatus,
} from '../../contract/ocds.ts';

/**
 * A tender's status: a draft is still being planned; every active.* stage (enquiries,
 * tendering, auction, pre-qualification, qualification, awarded, a dialogue's stage 2 wait) is
 * active; a draft that failed is unsuccessful.
 */
export const tenderStatus = (status: string): OcdsTenderStatus | undefined => {
  if (status === 'draft.unsuccessful') return 'unsuccessful';
  if (status === 'draft' || status.startsWith('draft.')) return 'planning';
  if (status === 'active' || status.startsWith('active.')) return 'active';
  if (status === 'complete' || status === 'cancelled' || status === 'unsuccessful') return status;
  return undefined;
};

/**
 * A lot's status: a lot still active is where its tender is (active, or planning for a draft);
 * a tender cancelled whole cancels its lots.
 */
export const lotStatus = (
  lot: string | undefined,
  tender: string,
): OcdsTenderStatus | undefined => {
  if (tender === 'cancelled') return 'cancelled';
  if (lot === 'complete' || lot === 'cancelled' || lot === 'unsuccessful') return lot;
  return tenderStatus(tender);
};

export const awardStatus = (status: string): OcdsAwardStatus | undefined =>
  status === 'pending' || status === 'active' || status === 'cancelled' || status === 'unsuccessful'
    ? status
    : undefined;

/** A contract merged into another (CDB "merged") no longer stands: cancelled. */
export const contractStatus = (status: string): OcdsContractStatus | undefined => {
  if (status === 'merged') return 'cancelled';
  return status === 'pending' ||
    status === 'active' ||
    status === 'cancelled' ||
    status === 'terminated'
    ? status
    : undefined;
};

/**
 * A bid's (or its lot value's) status: active is valid, unsuccessful or invalid is
 * disqualified, deleted is withdrawn. Drafts are never published: null leaves the bid out.
 */
export const bidStatus = (status: string | undefined): OcdsBidStatus | undefined | null => {
  if (status === undefined) return undefined;
  if (status === 'draft') return null;
  if (status === 'active') return 'valid';
  if (status === 'pending') return 'pending';
  if (status === 'deleted') return 'withdrawn';
  if (status === 'unsuccessful' || status.startsWith('invalid')) return 'disqualified';
  return undefined;
};

export const procurementMethod = (
  method: string | undefined,
): OcdsTender['procurementMethod'] | undefined =>
  method === 'open' || method === 'selective' || method === 'limited' || method === 'direct'
    ? method
    : undefined;

export const mainProcurementCategory = (
  category: string | undefined,
): OcdsTender['mainProcurementCategory'] | undefined =>
  category === 'goods' || category === 'works' || category === 'services' ? category : undefined;

/** CDB names CPV "ДК021" (its Ukrainian edition, the same codes). */
export const classificationScheme = (scheme: string): string =>
  scheme === 'ДК021' || scheme === '' ? 'CPV' : scheme;

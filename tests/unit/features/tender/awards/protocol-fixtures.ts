import type { Lang } from '../../../../../contract/api';
import type { ProtocolContext } from '../../../../../src/features/tender/model/awards/protocol-context';
import { i18n } from '../../../../../src/lib/i18n';
import { termsContext } from '../terms/terms-context';

/** What the page passes to the protocol view models: shipped dictionaries, real namespaces. */
export function protocolContext(lang: Lang): ProtocolContext {
  return { terms: termsContext(lang), t: i18n.getFixedT(lang, 'tenderAwards') };
}

/** A CDB record as the tests read it straight from the shipped JSON. */
export type Json = Record<string, unknown>;

export const recs = (o: unknown, key: string): Json[] => {
  const value = (o as Json | undefined)?.[key];
  return Array.isArray(value) ? (value as Json[]) : [];
};

export const rec = (o: unknown, key: string): Json | undefined => {
  const value = (o as Json | undefined)?.[key];
  return value !== null && typeof value === 'object' ? (value as Json) : undefined;
};

export const str = (o: unknown, key: string): string | undefined => {
  const value = (o as Json | undefined)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** A supplier's or bidder's name per The legal name, else the name. */
export const cdbLegalName = (organization: Json | undefined): string =>
  (str(rec(organization, 'identifier'), 'legalName') ?? str(organization, 'name'))?.trim() ?? '—';

/** The milestone codes of a CDB award or qualification. */
export const milestoneCodes = (decision: Json): string[] =>
  recs(decision, 'milestones').map((milestone) => str(milestone, 'code') ?? '');

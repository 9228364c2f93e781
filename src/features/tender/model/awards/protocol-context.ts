import type { TFunction } from 'i18next';
import type { TermsContext } from '../terms/rows';

/**
 * What the protocol view models (qualifications and awards) take: the terms context (language,
 * dictionary labels, the tenderTerms texts for organisation and contact rows) and their own
 * tenderAwards texts.
 */
export interface ProtocolContext {
  terms: TermsContext;
  t: TFunction<'tenderAwards'>;
}

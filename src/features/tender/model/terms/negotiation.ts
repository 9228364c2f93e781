import type { Tender } from '../../../../../contract/tender';
import { EM_DASH } from '../../../../lib/format';
import type { TermsContext } from './rows';

export interface NegotiationView {
  /** The cause's label in the language (tender_causes), else its code. */
  cause: string;
  /** The customer's own justification (upstream text), or undefined. */
  description: string | undefined;
}

/** Details section 4: why a negotiation or reporting procedure was used. */
export function toNegotiationView(tender: Tender, context: TermsContext): NegotiationView {
  const cause = tender.cause?.trim() ?? '';
  const description = tender.causeDescription?.trim() ?? '';
  return {
    cause: cause === '' ? EM_DASH : context.label('tender_causes', cause),
    description: description === '' ? undefined : description,
  };
}

import type { Tender } from '../../../../../contract/tender';
import type { OfficialDocumentKey } from '../../../../../contract/routes/tender-pages';
import { hasIntent } from './intent-notice-view';
import { hasDisclosure } from './opening-protocol-view';
import { hasRegister } from '../../model/bids/listed-bids';

/** Whether the tender's data holds what the document is made of (else its link stays greyed). */
export const hasOfficialDocument = (tender: Tender, key: OfficialDocumentKey): boolean =>
  ({ register: hasRegister, opening: hasDisclosure, intent: hasIntent })[key](tender);

import './locales';
import type { ComponentType } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { AwardsSection } from '../awards/AwardsSection';
import { BidsSection } from '../bids/BidsSection';
import { CancellationsSection } from '../cancellations/CancellationsSection';
import { QualificationsSection } from '../qualifications/QualificationsSection';
import type { OutcomeSectionKey } from './outcome-title';

/** Sections 13–16 of the tab, one chunk loaded when the first of them is needed. */
export const OUTCOME_SECTIONS: Record<OutcomeSectionKey, ComponentType<{ tender: Tender }>> = {
  bids: BidsSection,
  qualifications: QualificationsSection,
  awards: AwardsSection,
  cancellations: CancellationsSection,
};

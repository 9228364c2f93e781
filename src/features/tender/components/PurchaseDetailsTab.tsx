import '../locales';
import type { ComponentType } from 'react';
import { HydratesApart } from '../../../components/ui/hydrates-apart/HydratesApart';
import type { Tender } from '../../../../contract/tender';
import { countsDown } from '../../../lib/countdown';
import { useNow } from '../../../lib/use-now';
import { useTender } from '../hooks';
import { visiblePurchaseSections } from '../model/purchase-sections';
import type { PurchaseSection } from '../model/purchase-sections';
import { BuyersSection } from './sections/BuyersSection';
import { CustomerSection } from './sections/CustomerSection';
import { DocumentationSection } from './sections/DocumentationSection';
import { DocumentsSection } from './sections/DocumentsSection';
import { ExclusionSection } from './sections/ExclusionSection';
import { GuaranteeSection } from './sections/GuaranteeSection';
import { LanguageSection } from './sections/LanguageSection';
import { LifeCycleCostSection } from './sections/LifeCycleCostSection';
import { NegotiationSection } from './sections/NegotiationSection';
import { PaymentTermsSection } from './sections/PaymentTermsSection';
import { PurchaseInfoSection } from './sections/PurchaseInfoSection';
import { loadOutcomeSections, outcomeSection } from './outcome/OutcomeSection';
import { SubmitProposalSection } from './sections/SubmitProposalSection';

const SECTIONS: Record<PurchaseSection, ComponentType<{ tender: Tender }>> = {
  customer: CustomerSection,
  buyers: BuyersSection,
  purchase: PurchaseInfoSection,
  negotiation: NegotiationSection,
  documentation: DocumentationSection,
  payment: PaymentTermsSection,
  language: LanguageSection,
  guarantee: GuaranteeSection,
  lifeCycleCost: LifeCycleCostSection,
  exclusion: ExclusionSection,
  documents: DocumentsSection,
  submitProposal: SubmitProposalSection,
  bids: outcomeSection('bids'),
  qualifications: outcomeSection('qualifications'),
  awards: outcomeSection('awards'),
  cancellations: outcomeSection('cancellations'),
};

/** What the tab's route waits for besides this module: the outcome sections' code (or its failure). */
export const outcomeSectionsLoaded: Promise<unknown> = loadOutcomeSections().catch(
  (error: unknown) => {
    console.warn('The outcome sections will load when shown', error);
  },
);

/** The default tab: the sections (`PURCHASE_SECTIONS`) this tender has, in their order. */
export function PurchaseDetailsTab() {
  const tender = useTender();
  // Proposals are open until the end of bidding: the section goes when it passes.
  const now = useNow(countsDown(tender.status));
  return (
    <div className="purchase-details">
      {visiblePurchaseSections(tender, now).map((section) => {
        const Section = SECTIONS[section];
        return (
          <HydratesApart key={section}>
            <Section tender={tender} />
          </HydratesApart>
        );
      })}
    </div>
  );
}

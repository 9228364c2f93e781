import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { sectionId } from '../../model/purchase-sections';
import { useOutcomeTitle, type OutcomeSectionKey } from './outcome-title';

/** The section's heading while its code loads (a client-side visit that has not loaded it yet). */
function PendingOutcomeSection({ section }: { section: OutcomeSectionKey }) {
  const title = useOutcomeTitle(section);
  const id = sectionId(section);
  return (
    <section
      id={id}
      className="tender-section tender-section--pending"
      aria-labelledby={`${id}-title`}
      aria-busy="true"
    >
      <h2 id={`${id}-title`} className="tender-section__title">
        {title}
      </h2>
    </section>
  );
}

/**
 * Who bid, who was qualified, who won, what was cancelled: the tab's last sections, and its
 * largest code, in a chunk of their own. The server renders them whole; each is a Suspense
 * boundary of its own, so the browser hydrates them apart from the rest of the page.
 */
export function outcomeSection(section: OutcomeSectionKey): ComponentType<{ tender: Tender }> {
  const Section = lazy(() =>
    import('./outcome-sections').then((module) => ({ default: module.OUTCOME_SECTIONS[section] })),
  );
  function OutcomeSection({ tender }: { tender: Tender }) {
    return (
      <Suspense fallback={<PendingOutcomeSection section={section} />}>
        <Section tender={tender} />
      </Suspense>
    );
  }
  OutcomeSection.displayName = `OutcomeSection(${section})`;
  return OutcomeSection;
}

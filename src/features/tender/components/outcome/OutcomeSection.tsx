import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { sectionId } from '../../model/purchase-sections';
import type * as OutcomeModule from './outcome-sections';
import { useOutcomeTitle, type OutcomeSectionKey } from './outcome-title';
import { withLangTexts } from '../../../../lib/i18n';

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

type OutcomeSections = typeof OutcomeModule;
let loaded: OutcomeSections | undefined;

/**
 * The outcome sections' code. The tab's route waits for it (see PurchaseDetailsTab), so that a
 * page rendered on the server hydrates them without suspending: a click in a section whose code
 * was still on its way would be dropped by React.
 */
export function loadOutcomeSections(): Promise<OutcomeSections> {
  return withLangTexts(import('./outcome-sections')).then((module) => {
    loaded = module;
    return module;
  });
}

/**
 * Who bid, who was qualified, who won, what was cancelled: the tab's last sections, and its
 * largest code, in a chunk of their own. The server renders them whole, and the browser hydrates
 * each with its section, apart from the rest of the page (PurchaseDetailsTab's HydratesApart).
 * Until the code is in (it failed to load with the route), each shows its heading and loads it.
 */
export function outcomeSection(section: OutcomeSectionKey): ComponentType<{ tender: Tender }> {
  const Section = lazy(() =>
    loadOutcomeSections().then((module) => ({ default: module.OUTCOME_SECTIONS[section] })),
  );
  function OutcomeSection({ tender }: { tender: Tender }) {
    // Loaded (as the route waits for it, on the server and in the browser), no boundary of its
    // own: the page's hydration mark then waits for it with its section (HydratesApart).
    const Loaded = loaded?.OUTCOME_SECTIONS[section];
    if (Loaded) return <Loaded tender={tender} />;
    return (
      <Suspense fallback={<PendingOutcomeSection section={section} />}>
        <Section tender={tender} />
      </Suspense>
    );
  }
  OutcomeSection.displayName = `OutcomeSection(${section})`;
  return OutcomeSection;
}

import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { currentLang } from '../../../../lib/i18n';
import { referenceData } from '../../../../lib/reference-data';
import { OUTCOME_DICTIONARIES } from '../../dictionaries';
import { sectionId } from '../../model/purchase-sections';
import { useSectionShown } from '../section-reveal';
import type * as OutcomeSections from './outcome-sections';
import { useOutcomeTitle } from './outcome-title';

export type OutcomeSectionKey = 'bids' | 'qualifications' | 'awards' | 'cancellations';

type OutcomeModule = typeof OutcomeSections;

let loading: Promise<OutcomeModule> | undefined;

/** The sections' code with the dictionaries they label codes with (which never fail). */
const loadOutcome = (): Promise<OutcomeModule> => {
  loading ??= Promise.all([
    import('./outcome-sections'),
    referenceData.ensure(OUTCOME_DICTIONARIES, currentLang()),
  ]).then(
    ([module]) => module,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/**
 * Who bid, who was qualified, who won, what was cancelled: the tab's last sections, and its
 * largest code. Their code, texts and dictionaries load when one of them comes near the viewport (or is
 * revealed, or named by the address's hash), which keeps them out of the page's first load.
 */
export function outcomeSection(section: OutcomeSectionKey): ComponentType<{ tender: Tender }> {
  function OutcomeSection({ tender }: { tender: Tender }) {
    const { ref, shown } = useSectionShown<HTMLElement>();
    const [loaded, setLoaded] = useState<OutcomeModule>();
    const title = useOutcomeTitle(section);
    useEffect(() => {
      if (!shown || loaded) return undefined;
      let live = true;
      loadOutcome().then(
        (module) => {
          if (live) setLoaded(module);
        },
        (error: unknown) => {
          console.error(`Tender section ${section} failed to load`, error);
        },
      );
      return () => {
        live = false;
      };
    }, [shown, loaded]);
    if (loaded) {
      const Section = loaded.OUTCOME_SECTIONS[section];
      return <Section tender={tender} />;
    }
    const id = sectionId(section);
    return (
      <section
        ref={ref}
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
  OutcomeSection.displayName = `OutcomeSection(${section})`;
  return OutcomeSection;
}

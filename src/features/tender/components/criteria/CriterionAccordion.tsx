import type { Criterion } from '../../../../../contract/criteria';
import type { Lot } from '../../../../../contract/tender';
import { Accordion } from '../../../../components/ui/accordion/Accordion';
import { orDash } from '../../../../lib/format';
import { useWithheldBody } from '../../partial-tender';
import { WithheldBody } from '../WithheldBody';
import { CriterionBody } from './CriterionBody';

interface CriterionAccordionProps {
  id: string;
  criterion: Criterion;
  lots: readonly Lot[];
  headingLevel: 3 | 4 | 5;
  citedAbove: ReadonlySet<string> | undefined;
}

/** A criterion: its title, and its body when opened (from the whole record when the page left it out). */
export function CriterionAccordion({
  id,
  criterion,
  lots,
  headingLevel,
  citedAbove,
}: CriterionAccordionProps) {
  const withheld = useWithheldBody(id);
  return (
    <Accordion
      id={id}
      title={<bdi>{orDash(criterion.title)}</bdi>}
      level={headingLevel}
      lazy
      withheld={withheld !== undefined}
      onOpen={withheld?.fetch}
    >
      {withheld && !withheld.ready ? (
        <WithheldBody id={id} state={withheld} />
      ) : (
        <CriterionBody
          criterion={criterion}
          lots={lots}
          headingLevel={headingLevel}
          citedAbove={citedAbove}
        />
      )}
    </Accordion>
  );
}

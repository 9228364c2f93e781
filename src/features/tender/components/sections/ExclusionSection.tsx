import type { Tender } from '../../../../../contract/tender';
import { CriteriaSection } from '../criteria/CriteriaSection';

export function ExclusionSection({ tender }: { tender: Tender }) {
  return <CriteriaSection tender={tender} section="exclusion" />;
}

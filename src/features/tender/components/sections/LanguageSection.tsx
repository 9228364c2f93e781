import type { Tender } from '../../../../../contract/tender';
import { CriteriaSection } from '../criteria/CriteriaSection';

export function LanguageSection({ tender }: { tender: Tender }) {
  return <CriteriaSection tender={tender} section="language" />;
}

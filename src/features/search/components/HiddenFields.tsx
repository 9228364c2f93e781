import type { SearchSection } from '../../../../contract/api';
import type { SearchFilterQuery } from '../../../../contract/search';
import { hiddenFields } from '../model/search-query';

/** What a form submitted without scripts carries besides its own controls. */
export function HiddenFields({
  section,
  query,
}: {
  section: SearchSection;
  query: SearchFilterQuery;
}) {
  return hiddenFields(section, query).map(([name, value]) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  ));
}

import type { SearchSection } from '../../../../contract/api';
import { paths } from '../../../app/paths';

/** The page behind a result, by its internal id (tenderIDs are not unique in the shipped data). */
export function resultHref(section: SearchSection, id: string): string {
  switch (section) {
    case 'tender':
      return paths.tender(id);
    case 'plan':
      return paths.plan(id);
    case 'catalog':
      return paths.framework(id);
    case 'products':
      return paths.product(id);
  }
}

import type { SearchSection } from '../../../../contract/api';
import { paths } from '../../../app/paths';

const path = (kind: string, id: string): string => `/${kind}/${encodeURIComponent(id)}`;

/**
 * The page behind a result, by its internal id (tenderIDs are not unique in the shipped data).
 * The plan, framework and product routes are built beside this screen, so their addresses are
 * written here until paths has them.
 */
export function resultHref(section: SearchSection, id: string): string {
  switch (section) {
    case 'tender':
      return paths.tender(id);
    case 'plan':
      return path('plan', id);
    case 'catalog':
      return path('framework', id);
    case 'products':
      return path('product', id);
  }
}

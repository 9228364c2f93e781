import type { SearchSection } from '../../../../contract/api';
import { paths } from '../../../../contract/routes/paths';

/** What a result row says about itself that its link needs. */
export interface LinkedHit {
  id: string;
  tenderID?: unknown;
  mode?: unknown;
}

/**
 * The page behind a result. A real tender opens by its tenderID, the number people share
 * (the API resolves it, real objects first); a test tender keeps its internal id, because
 * test objects share tenderIDs. Plans, frameworks and products open by their internal id.
 */
export function resultHref(section: SearchSection, hit: LinkedHit): string {
  switch (section) {
    case 'tender':
      return paths.tender(
        hit.mode !== 'test' && typeof hit.tenderID === 'string' && hit.tenderID.trim() !== ''
          ? hit.tenderID
          : hit.id,
      );
    case 'plan':
      return paths.plan(hit.id);
    case 'catalog':
      return paths.framework(hit.id);
    case 'products':
      return paths.product(hit.id);
  }
}

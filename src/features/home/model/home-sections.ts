import { SEARCH_SECTIONS } from '../../../../contract/api';
import type { SearchSection } from '../../../../contract/api';
import type { PortalStats } from '../../../../contract/stats';
import { paths } from '../../../../contract/routes/paths';

export interface HomeSectionView {
  key: SearchSection | 'news';
  to: string;
  /**
   * Whether the section holds only test examples for now (said, so that it is not promoted as
   * full): false until the count comes; undefined for a section that is not counted.
   */
  testOnly: boolean | undefined;
}

/** The sections whose real objects the stats count. */
const COUNTED: Partial<Record<SearchSection, 'frameworks' | 'products'>> = {
  catalog: 'frameworks',
  products: 'products',
};

/** The home page's sections: each search section, then the news. */
export function homeSections(stats: PortalStats | undefined): HomeSectionView[] {
  const searches = SEARCH_SECTIONS.map((section): HomeSectionView => {
    const counted = COUNTED[section];
    return {
      key: section,
      to: paths.search(section),
      testOnly: counted === undefined ? undefined : stats?.[counted] === 0,
    };
  });
  return [...searches, { key: 'news', to: paths.news, testOnly: undefined }];
}

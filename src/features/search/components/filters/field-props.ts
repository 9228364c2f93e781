import type { SearchSection } from '../../../../../contract/api';
import type { SearchFilterQuery } from '../../../../../contract/search';
import type { Dictionaries } from '../../../../lib/reference-data';

/** What every field of the panel gets. */
export interface FieldProps {
  section: SearchSection;
  /** The search being edited (not yet applied in the drawer). */
  draft: SearchFilterQuery;
  /**
   * The search whose values the groups' badges count: in the sidebar, the applied one (a typed
   * value counts once it applies); in the drawer, the draft that "show results" applies.
   */
  counted: SearchFilterQuery;
  /** `discrete`: a click (checkbox, radio, a chosen code) rather than typing. */
  update: (next: SearchFilterQuery, discrete: boolean) => void;
  /** A typed field was left: in the sidebar, what was typed applies. */
  commit: () => void;
  /** The sidebar (filters apply as they change) rather than the drawer (on "show results"). */
  live: boolean;
  /** Changes when the panel is reset; typed fields then show the draft again. */
  resetKey: number;
  dictionaries: Dictionaries;
  /** Unique prefix for the ids of this panel's controls. */
  idPrefix: string;
}

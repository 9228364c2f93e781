import type { SearchSection } from '../../../../../contract/api';
import type { SearchFilterQuery } from '../../../../../contract/search';
import type { Dictionaries } from '../../../../lib/reference-data';

/** What every field of the panel gets. */
export interface FieldProps {
  section: SearchSection;
  /** The search being edited (not yet applied in the drawer). */
  draft: SearchFilterQuery;
  /** `discrete`: a click (checkbox, radio, a chosen code) rather than typing. */
  update: (next: SearchFilterQuery, discrete: boolean) => void;
  /** Changes when the panel is reset; typed fields then show the draft again. */
  resetKey: number;
  dictionaries: Dictionaries;
  /** Unique prefix for the ids of this panel's controls. */
  idPrefix: string;
}

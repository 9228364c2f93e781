import { addNamespace } from '../../../../lib/i18n';
import searchFiltersUk from '../../../../../contract/locales/uk/searchFilters.json';

/** The filter panel's texts come with the search screen's code, not with the first page. */
addNamespace('searchFilters', {
  uk: searchFiltersUk,
  en: () => import('../../../../../contract/locales/en/searchFilters.json'),
});

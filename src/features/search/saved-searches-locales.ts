import { addNamespace } from '../../lib/i18n';
import savedSearchesUk from '../../../contract/locales/uk/savedSearches.json';

addNamespace('savedSearches', {
  uk: savedSearchesUk,
  en: () => import('../../../contract/locales/en/savedSearches.json'),
});

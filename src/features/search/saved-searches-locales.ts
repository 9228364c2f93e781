import { addNamespace } from '../../lib/i18n';
import savedSearchesEn from '../../../contract/locales/en/savedSearches.json';
import savedSearchesUk from '../../../contract/locales/uk/savedSearches.json';

addNamespace('savedSearches', { uk: savedSearchesUk, en: savedSearchesEn });

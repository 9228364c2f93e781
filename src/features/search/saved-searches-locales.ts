import { addNamespace } from '../../lib/i18n';
import savedSearchesEn from '../../locales/en/savedSearches.json';
import savedSearchesUk from '../../locales/uk/savedSearches.json';

addNamespace('savedSearches', { uk: savedSearchesUk, en: savedSearchesEn });

import { addNamespace } from '../../lib/i18n';
import searchUk from '../../../contract/locales/uk/search.json';

/** The search's texts come with its code, not with the first page. */
addNamespace('search', {
  uk: searchUk,
  en: () => import('../../../contract/locales/en/search.json'),
});

import { addNamespace } from '../../lib/i18n';
import marketplacesUk from '../../../contract/locales/uk/marketplaces.json';

/** The marketplaces page's texts come with its code, not with the first page. */
addNamespace('marketplaces', {
  uk: marketplacesUk,
  en: () => import('../../../contract/locales/en/marketplaces.json'),
});

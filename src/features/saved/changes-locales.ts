import { addNamespace } from '../../lib/i18n';
import savedChangesUk from '../../../contract/locales/uk/savedChanges.json';

addNamespace('savedChanges', {
  uk: savedChangesUk,
  en: () => import('../../../contract/locales/en/savedChanges.json'),
});

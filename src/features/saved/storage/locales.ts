import { addNamespace } from '../../../lib/i18n';
import savedStorageUk from '../../../../contract/locales/uk/savedStorage.json';

addNamespace('savedStorage', {
  uk: savedStorageUk,
  en: () => import('../../../../contract/locales/en/savedStorage.json'),
});

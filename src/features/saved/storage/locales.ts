import { addNamespace } from '../../../lib/i18n';
import savedStorageEn from '../../../../contract/locales/en/savedStorage.json';
import savedStorageUk from '../../../../contract/locales/uk/savedStorage.json';

addNamespace('savedStorage', { uk: savedStorageUk, en: savedStorageEn });

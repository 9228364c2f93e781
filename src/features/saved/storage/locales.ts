import { addNamespace } from '../../../lib/i18n';
import savedStorageEn from '../../../locales/en/savedStorage.json';
import savedStorageUk from '../../../locales/uk/savedStorage.json';

addNamespace('savedStorage', { uk: savedStorageUk, en: savedStorageEn });

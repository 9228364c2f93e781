import { addNamespace } from '../../../lib/i18n';
import offlineEn from '../../../../contract/locales/en/offline.json';
import offlineUk from '../../../../contract/locales/uk/offline.json';

addNamespace('offline', { uk: offlineUk, en: offlineEn });

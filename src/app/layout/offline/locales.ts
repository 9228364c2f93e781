import { addNamespace } from '../../../lib/i18n';
import offlineEn from '../../../locales/en/offline.json';
import offlineUk from '../../../locales/uk/offline.json';

addNamespace('offline', { uk: offlineUk, en: offlineEn });

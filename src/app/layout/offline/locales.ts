import { addNamespace } from '../../../lib/i18n';
import offlineUk from '../../../../contract/locales/uk/offline.json';

addNamespace('offline', {
  uk: offlineUk,
  en: () => import('../../../../contract/locales/en/offline.json'),
});

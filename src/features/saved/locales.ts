import { addNamespace } from '../../lib/i18n';
import savedUk from '../../../contract/locales/uk/saved.json';

addNamespace('saved', { uk: savedUk, en: () => import('../../../contract/locales/en/saved.json') });

import { addNamespace } from '../../lib/i18n';
import savedEn from '../../../contract/locales/en/saved.json';
import savedUk from '../../../contract/locales/uk/saved.json';

addNamespace('saved', { uk: savedUk, en: savedEn });

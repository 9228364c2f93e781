import { addNamespace } from '../../lib/i18n';
import savedEn from '../../locales/en/saved.json';
import savedUk from '../../locales/uk/saved.json';

addNamespace('saved', { uk: savedUk, en: savedEn });

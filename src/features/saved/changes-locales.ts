import { addNamespace } from '../../lib/i18n';
import savedChangesEn from '../../locales/en/savedChanges.json';
import savedChangesUk from '../../locales/uk/savedChanges.json';

addNamespace('savedChanges', { uk: savedChangesUk, en: savedChangesEn });

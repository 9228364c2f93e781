import { addNamespace } from '../../lib/i18n';
import savedChangesEn from '../../../contract/locales/en/savedChanges.json';
import savedChangesUk from '../../../contract/locales/uk/savedChanges.json';

addNamespace('savedChanges', { uk: savedChangesUk, en: savedChangesEn });

import { addNamespace } from '../../lib/i18n';
import uiKitEn from '../../../contract/locales/en/uiKit.json';
import uiKitUk from '../../../contract/locales/uk/uiKit.json';

addNamespace('uiKit', { uk: uiKitUk, en: uiKitEn });

import { addNamespace } from '../../lib/i18n';
import uiKitEn from '../../locales/en/uiKit.json';
import uiKitUk from '../../locales/uk/uiKit.json';

addNamespace('uiKit', { uk: uiKitUk, en: uiKitEn });

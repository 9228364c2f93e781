import { addNamespace } from '../../lib/i18n';
import uiKitUk from '../../../contract/locales/uk/uiKit.json';

addNamespace('uiKit', { uk: uiKitUk, en: () => import('../../../contract/locales/en/uiKit.json') });

import { addNamespace } from '../../lib/i18n';
import homeUk from '../../../contract/locales/uk/home.json';

/** Home's own texts come with its page, not with the shell every page loads. */
addNamespace('home', { uk: homeUk, en: () => import('../../../contract/locales/en/home.json') });

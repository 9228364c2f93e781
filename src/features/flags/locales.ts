import { addNamespace } from '../../lib/i18n';
import flagsUk from '../../../contract/locales/uk/flags.json';

/** The rules' texts; the tender page registers the same namespace for its red-flags block. */
addNamespace('flags', { uk: flagsUk, en: () => import('../../../contract/locales/en/flags.json') });

import { addNamespace } from '../../lib/i18n';
import flagsEn from '../../../contract/locales/en/flags.json';
import flagsUk from '../../../contract/locales/uk/flags.json';

/** The rules' texts; the tender page registers the same namespace for its red-flags block. */
addNamespace('flags', { uk: flagsUk, en: flagsEn });

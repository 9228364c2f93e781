import { addNamespace } from '../../lib/i18n';
import flagRulesUk from '../../../contract/locales/uk/flagRules.json';
import flagsUk from '../../../contract/locales/uk/flags.json';

/** The rules' texts; the tender page registers the same namespace for its red-flags block. */
addNamespace('flags', { uk: flagsUk, en: () => import('../../../contract/locales/en/flags.json') });
/** This page's own: its headings and each rule's definition. */
addNamespace('flagRules', {
  uk: flagRulesUk,
  en: () => import('../../../contract/locales/en/flagRules.json'),
});

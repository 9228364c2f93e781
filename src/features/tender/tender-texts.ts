import { addNamespace } from '../../lib/i18n';
import tenderUk from '../../../contract/locales/uk/tender.json';

/** The texts every page of a tender shares (its tabs, summary, identifiers). */
addNamespace('tender', {
  uk: tenderUk,
  en: () => import('../../../contract/locales/en/tender.json'),
});

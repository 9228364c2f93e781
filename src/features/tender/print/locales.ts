import { addNamespace } from '../../../lib/i18n';
import tenderPrintUk from '../../../../contract/locales/uk/tenderPrint.json';

/** The print and export controls' texts. */
addNamespace('tenderPrint', {
  uk: tenderPrintUk,
  en: () => import('../../../../contract/locales/en/tenderPrint.json'),
});

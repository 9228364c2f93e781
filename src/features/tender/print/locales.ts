import { addNamespace } from '../../../lib/i18n';
import tenderPrintEn from '../../../../contract/locales/en/tenderPrint.json';
import tenderPrintUk from '../../../../contract/locales/uk/tenderPrint.json';

/** The print and export controls' texts. */
addNamespace('tenderPrint', { uk: tenderPrintUk, en: tenderPrintEn });

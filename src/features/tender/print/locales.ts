import { addNamespace } from '../../../lib/i18n';
import tenderPrintEn from '../../../locales/en/tenderPrint.json';
import tenderPrintUk from '../../../locales/uk/tenderPrint.json';

/** The print and export controls' texts. */
addNamespace('tenderPrint', { uk: tenderPrintUk, en: tenderPrintEn });

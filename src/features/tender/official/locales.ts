import { addNamespace } from '../../../lib/i18n';
import tenderOfficialUk from '../../../../contract/locales/uk/tenderOfficial.json';

/** The texts of the register, the disclosure protocol and the notice of intent. */
addNamespace('tenderOfficial', {
  uk: tenderOfficialUk,
  en: () => import('../../../../contract/locales/en/tenderOfficial.json'),
});

import { addNamespace } from '../../../lib/i18n';
import tenderOfficialEn from '../../../../contract/locales/en/tenderOfficial.json';
import tenderOfficialUk from '../../../../contract/locales/uk/tenderOfficial.json';

/** The texts of the register, the disclosure protocol and the notice of intent. */
addNamespace('tenderOfficial', { uk: tenderOfficialUk, en: tenderOfficialEn });

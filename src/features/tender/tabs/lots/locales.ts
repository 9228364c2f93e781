import { addNamespace } from '../../../../lib/i18n';
import tenderLotsEn from '../../../../../contract/locales/en/tenderLots.json';
import tenderLotsUk from '../../../../../contract/locales/uk/tenderLots.json';

/** The lots tab's texts come with its own chunk. */
addNamespace('tenderLots', { uk: tenderLotsUk, en: tenderLotsEn });

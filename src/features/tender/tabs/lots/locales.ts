import { addNamespace } from '../../../../lib/i18n';
import tenderLotsEn from '../../../../locales/en/tenderLots.json';
import tenderLotsUk from '../../../../locales/uk/tenderLots.json';

/** The lots tab's texts come with its own chunk. */
addNamespace('tenderLots', { uk: tenderLotsUk, en: tenderLotsEn });

import { addNamespace } from '../../../../lib/i18n';
import tenderLotsUk from '../../../../../contract/locales/uk/tenderLots.json';

/** The lots tab's texts come with its own chunk. */
addNamespace('tenderLots', {
  uk: tenderLotsUk,
  en: () => import('../../../../../contract/locales/en/tenderLots.json'),
});

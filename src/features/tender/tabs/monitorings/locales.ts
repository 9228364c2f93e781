import { addNamespace } from '../../../../lib/i18n';
import tenderMonitoringsUk from '../../../../../contract/locales/uk/tenderMonitorings.json';

/** The monitoring tab's texts come with its own chunk. */
addNamespace('tenderMonitorings', {
  uk: tenderMonitoringsUk,
  en: () => import('../../../../../contract/locales/en/tenderMonitorings.json'),
});

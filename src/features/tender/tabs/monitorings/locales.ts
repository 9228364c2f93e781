import { addNamespace } from '../../../../lib/i18n';
import tenderMonitoringsEn from '../../../../../contract/locales/en/tenderMonitorings.json';
import tenderMonitoringsUk from '../../../../../contract/locales/uk/tenderMonitorings.json';

/** The monitoring tab's texts come with its own chunk. */
addNamespace('tenderMonitorings', { uk: tenderMonitoringsUk, en: tenderMonitoringsEn });

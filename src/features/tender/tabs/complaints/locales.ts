import { addNamespace } from '../../../../lib/i18n';
import tenderComplaintsUk from '../../../../../contract/locales/uk/tenderComplaints.json';

/** The tab's own texts come with its code, not with the tender page's. */
addNamespace('tenderComplaints', {
  uk: tenderComplaintsUk,
  en: () => import('../../../../../contract/locales/en/tenderComplaints.json'),
});

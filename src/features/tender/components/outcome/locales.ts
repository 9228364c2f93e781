import { addNamespace } from '../../../../lib/i18n';
import tenderAwardsUk from '../../../../../contract/locales/uk/tenderAwards.json';
import tenderBidsUk from '../../../../../contract/locales/uk/tenderBids.json';
import tenderCancellationsUk from '../../../../../contract/locales/uk/tenderCancellations.json';

/** The outcome sections' texts come with their code, not with the tender page's. */
addNamespace('tenderBids', {
  uk: tenderBidsUk,
  en: () => import('../../../../../contract/locales/en/tenderBids.json'),
});
addNamespace('tenderAwards', {
  uk: tenderAwardsUk,
  en: () => import('../../../../../contract/locales/en/tenderAwards.json'),
});
addNamespace('tenderCancellations', {
  uk: tenderCancellationsUk,
  en: () => import('../../../../../contract/locales/en/tenderCancellations.json'),
});

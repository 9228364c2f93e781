import { addNamespace } from '../../../../lib/i18n';
import tenderAwardsEn from '../../../../../contract/locales/en/tenderAwards.json';
import tenderBidsEn from '../../../../../contract/locales/en/tenderBids.json';
import tenderCancellationsEn from '../../../../../contract/locales/en/tenderCancellations.json';
import tenderAwardsUk from '../../../../../contract/locales/uk/tenderAwards.json';
import tenderBidsUk from '../../../../../contract/locales/uk/tenderBids.json';
import tenderCancellationsUk from '../../../../../contract/locales/uk/tenderCancellations.json';

/** The outcome sections' texts come with their code, not with the tender page's. */
addNamespace('tenderBids', { uk: tenderBidsUk, en: tenderBidsEn });
addNamespace('tenderAwards', { uk: tenderAwardsUk, en: tenderAwardsEn });
addNamespace('tenderCancellations', { uk: tenderCancellationsUk, en: tenderCancellationsEn });

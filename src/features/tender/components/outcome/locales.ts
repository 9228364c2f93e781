import { addNamespace } from '../../../../lib/i18n';
import tenderAwardsEn from '../../../../locales/en/tenderAwards.json';
import tenderBidsEn from '../../../../locales/en/tenderBids.json';
import tenderCancellationsEn from '../../../../locales/en/tenderCancellations.json';
import tenderAwardsUk from '../../../../locales/uk/tenderAwards.json';
import tenderBidsUk from '../../../../locales/uk/tenderBids.json';
import tenderCancellationsUk from '../../../../locales/uk/tenderCancellations.json';

/** The outcome sections' texts come with their code, not with the tender page's. */
addNamespace('tenderBids', { uk: tenderBidsUk, en: tenderBidsEn });
addNamespace('tenderAwards', { uk: tenderAwardsUk, en: tenderAwardsEn });
addNamespace('tenderCancellations', { uk: tenderCancellationsUk, en: tenderCancellationsEn });

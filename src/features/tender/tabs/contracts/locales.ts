import { addNamespace } from '../../../../lib/i18n';
import tenderContractsUk from '../../../../../contract/locales/uk/tenderContracts.json';

/** The contracts tab's texts come with its own chunk. */
addNamespace('tenderContracts', {
  uk: tenderContractsUk,
  en: () => import('../../../../../contract/locales/en/tenderContracts.json'),
});

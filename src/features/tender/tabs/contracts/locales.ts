import { addNamespace } from '../../../../lib/i18n';
import tenderContractsEn from '../../../../locales/en/tenderContracts.json';
import tenderContractsUk from '../../../../locales/uk/tenderContracts.json';

/** The contracts tab's texts come with its own chunk. */
addNamespace('tenderContracts', { uk: tenderContractsUk, en: tenderContractsEn });

import type { DictionaryKey } from '../../../../contract/static-data';
import { TENDER_TABS } from '../../../../contract/routes/tender-pages';
import { TENDER_TAB_DICTIONARIES } from '../tabs/tab-routes';

/** Every tab's dictionaries: the whole tender labels what each of its tabs does. */
export const DOSSIER_DICTIONARIES: readonly DictionaryKey[] = [
  ...new Set(TENDER_TABS.flatMap((tab) => TENDER_TAB_DICTIONARIES[tab.name])),
];

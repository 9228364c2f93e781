import common from '../../contract/locales/en/common.json';
import format from '../../contract/locales/en/format.json';
import home from '../../contract/locales/en/home.json';
import marketplaces from '../../contract/locales/en/marketplaces.json';
import notFound from '../../contract/locales/en/notFound.json';
import pwa from '../../contract/locales/en/pwa.json';
import search from '../../contract/locales/en/search.json';
import tender from '../../contract/locales/en/tender.json';
import ui from '../../contract/locales/en/ui.json';

/** The shell's texts in English (src/lib/i18n.ts loads them with their first use). */
export const shellTextsEn = {
  common,
  format,
  home,
  search,
  tender,
  marketplaces,
  notFound,
  ui,
  pwa,
};

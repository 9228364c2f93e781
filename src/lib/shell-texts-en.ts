import common from '../../contract/locales/en/common.json';
import format from '../../contract/locales/en/format.json';
import notFound from '../../contract/locales/en/notFound.json';
import pwa from '../../contract/locales/en/pwa.json';
import ui from '../../contract/locales/en/ui.json';

/** The shell's texts in English (src/lib/i18n.ts loads them with their first use). */
export const shellTextsEn = {
  common,
  format,
  notFound,
  ui,
  pwa,
};

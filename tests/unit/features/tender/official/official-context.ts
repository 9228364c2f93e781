import type { Lang } from '../../../../../contract/api';
import '../../../../../src/features/tender/official/locales';
import type { OfficialContext } from '../../../../../src/features/tender/official/model/official-context';
import { i18n } from '../../../../../src/lib/i18n';
import { termsContext } from '../terms/terms-context';

/** What the document pages pass to their view models: shipped dictionaries, real texts. */
export function officialContext(lang: Lang): OfficialContext {
  return { lang, label: termsContext(lang).label, t: i18n.getFixedT(lang, 'tenderOfficial') };
}

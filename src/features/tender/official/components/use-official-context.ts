import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useLabel } from '../../../../lib/use-reference-data';
import type { OfficialContext } from '../model/official-context';
import '../locales';

/** The language, dictionary labels and texts the official documents' view models take. */
export function useOfficialContext(): OfficialContext {
  const lang = useLang();
  const label = useLabel();
  const { t } = useTranslation('tenderOfficial');
  return useMemo(() => ({ lang, label, t }), [lang, label, t]);
}

import { useTranslation } from 'react-i18next';
import type { OutcomeSectionKey } from './OutcomeSection';

/** An outcome section's heading: a page text, so it shows while the section's code loads. */
export function useOutcomeTitle(section: OutcomeSectionKey): string {
  const { t } = useTranslation('tender');
  return t(`outcomeSections.${section}`);
}

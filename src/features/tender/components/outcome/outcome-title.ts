import '../../tender-texts';
import { useTranslation } from 'react-i18next';

export type OutcomeSectionKey = 'bids' | 'qualifications' | 'awards' | 'cancellations';

/** An outcome section's heading: a page text, so it shows while the section's code loads. */
export function useOutcomeTitle(section: OutcomeSectionKey): string {
  const { t } = useTranslation('tender');
  return t(`outcomeSections.${section}`);
}

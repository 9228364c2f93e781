import type { RemoveSaved } from '../../../components/ui/remove-saved/RemoveSavedButton';
import type { TFunction } from 'i18next';

export interface SaveSearchToggleView {
  /** 'Зберегти пошук', or 'Пошук збережено' while pressed. */
  text: string;
  /** The "Прибрати" button beside a pressed toggle; undefined when not saved. */
  remove: RemoveSaved | undefined;
}

/** The "save this search" toggle: it says the search is saved while it is, and offers to remove it. */
export function saveSearchToggleView(
  saved: boolean | undefined,
  t: TFunction<'savedSearches'>,
): SaveSearchToggleView {
  const on = saved === true;
  return {
    text: on ? t('toggleSaved') : t('toggle'),
    remove: on ? { text: t('remove'), label: t('removeLabel') } : undefined,
  };
}

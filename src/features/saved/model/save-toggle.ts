import type { RemoveSaved } from '../../../components/ui/remove-saved/RemoveSavedButton';
import type { TFunction } from 'i18next';

export interface SaveToggleView {
  /** What the toggle reads: 'Зберегти офлайн', or 'Збережено офлайн' while pressed. */
  text: string;
  /** Its accessible name where several toggles share a page (the tender's title in it). */
  label: string | undefined;
  /** The name of the "Прибрати" button shown beside a pressed toggle; undefined when not saved. */
  remove: RemoveSaved | undefined;
}

/**
 * The "save offline" toggle of a tender: it says the tender is saved while it is, and then
 * offers to remove it. `saved` is undefined while the device's answer is awaited.
 */
export function saveToggleView(
  saved: boolean | undefined,
  title: string | undefined,
  t: TFunction<'saved'>,
): SaveToggleView {
  const on = saved === true;
  return {
    text: on ? t('toggle.savedState') : t('toggle.save'),
    label:
      title === undefined
        ? undefined
        : on
          ? t('toggle.savedStateLabel', { title })
          : t('toggle.saveLabel', { title }),
    remove: on
      ? {
          text: t('entry.remove'),
          label: title === undefined ? undefined : t('entry.removeLabel', { title }),
        }
      : undefined,
  };
}

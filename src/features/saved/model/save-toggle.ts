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
 * The toggle while it offers to save: also the control in its place while its code loads, so
 * these texts are the app's own, not the lazily loaded feature's.
 */
export const saveOfferView = (title: string | undefined, t: TFunction): SaveToggleView => ({
  text: t('saveOffline.text'),
  label: title === undefined ? undefined : t('saveOffline.label', { title }),
  remove: undefined,
});

/**
 * The "save offline" toggle of a tender: it says the tender is saved while it is, and then
 * offers to remove it. `saved` is undefined while the device's answer is awaited.
 */
export function saveToggleView(
  saved: boolean | undefined,
  title: string | undefined,
  t: TFunction<'saved'>,
  tCommon: TFunction,
): SaveToggleView {
  if (saved !== true) return saveOfferView(title, tCommon);
  return {
    text: t('toggle.savedState'),
    label: title === undefined ? undefined : t('toggle.savedStateLabel', { title }),
    remove: {
      text: t('entry.remove'),
      label: title === undefined ? undefined : t('entry.removeLabel', { title }),
    },
  };
}

/** What the last press did, for the polite status line. */
export type SaveOutcome = 'saving' | 'saved' | 'removed' | 'networkFailed' | 'storageFailed';

/** The toggle's polite status: what its last press did. */
export interface SaveStatus {
  text: string;
  failed: boolean;
}

/** The outcomes the app's own texts say: the control in the toggle's place says them too. */
const commonStatus = (outcome: 'saving' | 'networkFailed', tCommon: TFunction): SaveStatus => ({
  text: tCommon(`saveOffline.${outcome}`),
  failed: outcome === 'networkFailed',
});

/** The status of a press of the toggle. */
export function saveStatus(
  outcome: SaveOutcome | undefined,
  t: TFunction<'saved'>,
  tCommon: TFunction,
): SaveStatus | undefined {
  if (outcome === undefined) return undefined;
  if (outcome === 'saving' || outcome === 'networkFailed') return commonStatus(outcome, tCommon);
  return { text: t(`toggle.${outcome}`), failed: outcome === 'storageFailed' };
}

/**
 * The status of the control in the toggle's place while the toggle's code loads: saving from
 * the press on (the toggle saves as soon as it is in), or that its code could not be fetched.
 */
export function pressedEarlyStatus(
  pressed: boolean,
  loadFailed: boolean,
  tCommon: TFunction,
): SaveStatus | undefined {
  if (pressed) return commonStatus('saving', tCommon);
  return loadFailed ? commonStatus('networkFailed', tCommon) : undefined;
}

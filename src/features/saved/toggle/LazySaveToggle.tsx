import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSettled } from '../../../lib/local-db';
import { pressedEarlyStatus, saveOfferView } from '../model/save-toggle';
import type { SaveToggle, SaveToggleProps } from './SaveToggle';
import { SaveToggleControl } from './SaveToggleControl';
import { withLangTexts } from '../../../lib/i18n';

/**
 * The save toggle as an island: its code, texts and the database load once the page has
 * settled (as the offline copies are written), so a first visit's page never waits for them.
 * Meanwhile, from the server's page on, a button in its place offers to save: pressed, it loads
 * the toggle at once, which then saves.
 */
export function LazySaveToggle(props: SaveToggleProps) {
  const { t } = useTranslation();
  const [Toggle, setToggle] = useState<typeof SaveToggle>();
  const [pressed, setPressed] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let live = true;
    (pressed ? Promise.resolve() : pageSettled())
      .then(() => withLangTexts(import('./SaveToggle')))
      .then(
        (module) => {
          // A page of results swaps ten placeholders at once: in a transition, not in one task.
          if (!live) return;
          startTransition(() => {
            setToggle(() => module.SaveToggle);
          });
        },
        (error: unknown) => {
          console.error('The save toggle failed to load', error);
          if (!live || !pressed) return;
          setLoadFailed(true);
          setPressed(false);
        },
      );
    return () => {
      live = false;
    };
  }, [pressed]);
  if (Toggle) return <Toggle {...props} pressed={pressed} />;
  return (
    <SaveToggleControl
      view={saveOfferView(props.title, t)}
      saved={false}
      busy={pressed}
      compact={props.compact ?? false}
      onToggle={() => {
        setLoadFailed(false);
        setPressed(true);
      }}
      status={pressedEarlyStatus(pressed, loadFailed, t)}
    />
  );
}

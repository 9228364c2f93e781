import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { pageSettled } from '../../../lib/local-db';
import type { SaveToggleProps } from './SaveToggle';

/**
 * The save toggle as an island: its code, texts and the database load once the page has
 * settled (as the offline copies are written), so a first visit's page never waits for them.
 * The caller reserves its room.
 */
export function LazySaveToggle(props: SaveToggleProps) {
  const [Toggle, setToggle] = useState<ComponentType<SaveToggleProps>>();
  useEffect(() => {
    let live = true;
    pageSettled()
      .then(() => import('./SaveToggle'))
      .then(
        (module) => {
          if (live) setToggle(() => module.SaveToggle);
        },
        (error: unknown) => {
          console.error('The save toggle failed to load', error);
        },
      );
    return () => {
      live = false;
    };
  }, []);
  return Toggle ? <Toggle {...props} /> : null;
}

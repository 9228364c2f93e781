import { useEffect, useState } from 'react';
import type { PortalDb } from './db';
import { openLocalDb } from './local-db';

/**
 * The app's database once opened by `open` (undefined until then, null when there is none or
 * it failed to open). The default opens or creates it.
 */
export function useLocalDb(
  open: () => Promise<PortalDb | undefined> = openLocalDb,
): PortalDb | null | undefined {
  const [db, setDb] = useState<PortalDb | null>();
  useEffect(() => {
    let mounted = true;
    open().then(
      (opened) => {
        if (mounted) setDb(opened ?? null);
      },
      (error: unknown) => {
        console.error('The local database could not be opened', error);
        if (mounted) setDb(null);
      },
    );
    return () => {
      mounted = false;
    };
  }, [open]);
  return db;
}

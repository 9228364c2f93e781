import { useEffect, useState } from 'react';
import type { PortalDb } from '../../lib/db';
import { openLocalDb } from '../../lib/local-db';

/** The app's database once loaded (undefined until then); for components of lazy chunks. */
export function useLocalDb(): PortalDb | undefined {
  const [db, setDb] = useState<PortalDb>();
  useEffect(() => {
    let mounted = true;
    void openLocalDb().then((opened) => {
      if (mounted) setDb(opened);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return db;
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { settledLocalDb } from '../../../lib/local-db';

const TenderChanges = lazy(() =>
  import('./TenderChanges').then((m) => ({ default: m.TenderChanges })),
);

/**
 * The tender page's "what changed" when the tender is saved and has unread changes: checked
 * once the page has settled, and only then loaded (with Dexie), so the page's first load is
 * unchanged.
 */
export function TenderChangesIsland({ tenderId }: { tenderId: string }) {
  const [changed, setChanged] = useState<string>();
  useEffect(() => {
    let mounted = true;
    void settledLocalDb()
      .then(async (db) => {
        if (!db || !(await db.savedTenders.get(tenderId))) return false;
        const { unreadChangesOf } = await import('../store/changes');
        return (await unreadChangesOf(db, tenderId)).length > 0;
      })
      .then((has) => {
        if (mounted && has) setChanged(tenderId);
      })
      .catch((error: unknown) => {
        console.warn('The tender changes did not load', error);
      });
    return () => {
      mounted = false;
    };
  }, [tenderId]);
  return changed === tenderId ? (
    <Suspense fallback={null}>
      <TenderChanges tenderId={tenderId} level={2} />
    </Suspense>
  ) : null;
}

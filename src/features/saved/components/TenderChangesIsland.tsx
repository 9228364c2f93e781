import { lazy, Suspense, useEffect, useState } from 'react';
import { settledLocalDb } from '../../../lib/local-db';
import { withLangTexts } from '../../../lib/i18n';

const TenderChanges = lazy(() =>
  withLangTexts(import('./TenderChanges')).then((m) => ({ default: m.TenderChanges })),
);

/**
 * The tender page's "what changed" when the tender is saved: checked once the page has settled,
 * and only then loaded (with Dexie), so the page's first load is unchanged. Loaded, it follows
 * the change log, so changes the page's own load finds (a newer version than the held copy) show
 * as they are written.
 */
export function TenderChangesIsland({ tenderId }: { tenderId: string }) {
  const [saved, setSaved] = useState<string>();
  useEffect(() => {
    let mounted = true;
    void settledLocalDb()
      .then(async (db) => (db ? (await db.savedTenders.get(tenderId)) !== undefined : false))
      .then((isSaved) => {
        if (mounted && isSaved) setSaved(tenderId);
      })
      .catch((error: unknown) => {
        console.warn('The tender changes did not load', error);
      });
    return () => {
      mounted = false;
    };
  }, [tenderId]);
  return saved === tenderId ? (
    <Suspense fallback={null}>
      <TenderChanges tenderId={tenderId} level={2} place="tender" />
    </Suspense>
  ) : null;
}

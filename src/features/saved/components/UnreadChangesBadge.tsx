import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { countUnreadChanges } from '../store/changes';
import { useLocalDb } from '../../../lib/use-local-db';
import '../changes-locales';

export interface UnreadChangesBadgeProps {
  /** The link's accessible name with the count in words; undefined when there is nothing new. */
  onLabel: (label: string | undefined) => void;
}

/** The header link's count of changes in saved tenders the user has not seen. */
export function UnreadChangesBadge({ onLabel }: UnreadChangesBadgeProps) {
  const { t } = useTranslation('savedChanges');
  const db = useLocalDb();
  const count =
    useLiveQuery(
      () =>
        db
          ? countUnreadChanges(db).catch((error: unknown) => {
              console.warn('The unread changes could not be counted', error);
              return 0;
            })
          : 0,
      [db],
    ) ?? 0;
  const label = count > 0 ? t('badge', { count }) : undefined;
  useEffect(() => {
    onLabel(label);
  }, [label, onLabel]);
  if (count === 0) return null;
  return (
    <span className="site-header__badge" aria-hidden="true">
      {count}
    </span>
  );
}

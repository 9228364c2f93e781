import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { BookmarkIcon } from '../../components/ui/bookmark-icon/BookmarkIcon';
import { useTranslation } from 'react-i18next';
import { settledLocalDb } from '../../lib/local-db';
import { useLocalDb } from '../../lib/use-local-db';
import { paths } from '../../../contract/routes/paths';
import { withLangTexts } from '../../lib/i18n';

const UnreadChangesBadge = lazy(() =>
  withLangTexts(import('../../features/saved/components/UnreadChangesBadge')).then((m) => ({
    default: m.UnreadChangesBadge,
  })),
);

/**
 * The header's way to what this device keeps for offline reading (/saved), with the count of
 * unread changes in saved tenders (loaded after the first paint, where a database exists).
 */
export function SavedLink() {
  const { t } = useTranslation();
  const hasDb = Boolean(useLocalDb(settledLocalDb));
  const [label, setLabel] = useState<string>();
  return (
    <NavLink className="site-header__saved" to={paths.saved} aria-label={label}>
      <BookmarkIcon filled />
      <span>{t('nav.saved')}</span>
      {hasDb ? (
        <Suspense fallback={null}>
          <UnreadChangesBadge onLabel={setLabel} />
        </Suspense>
      ) : null}
    </NavLink>
  );
}

import { NavLink } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../paths';

/** The header's way to what this device keeps for offline reading (/saved). */
export function SavedLink() {
  const { t } = useTranslation();
  return (
    <NavLink className="site-header__saved" to={paths.saved}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
      </svg>
      <span>{t('nav.saved')}</span>
    </NavLink>
  );
}

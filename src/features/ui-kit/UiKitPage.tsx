import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Element ids shown by the kit; the UI-kit issue adds the rest. */
const UI_KIT_ITEMS = ['money'] as const;

export function UiKitPage() {
  const { t } = useTranslation('uiKit');
  useDocumentTitle(t('title'));
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <nav aria-label={t('components')}>
        <ul>
          {UI_KIT_ITEMS.map((id) => (
            <li key={id}>
              <Link to={paths.uiKitItem(id)}>{t(id)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
